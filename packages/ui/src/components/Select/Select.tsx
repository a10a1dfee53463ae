import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  SelectValue,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import * as fieldStyles from '../../styles/field.css';
import { FieldParts, type FieldProps } from '../Field/Field';
import * as listStyles from '../ListBox/ListBox.css';
import { ListBoxItem, type Option } from '../ListBox/ListBoxItem';
import { Popover } from '../Popover/Popover';
import * as styles from './Select.css';

export interface SelectProps
  extends Omit<AriaSelectProps<Option, 'single'>, 'className' | 'style' | 'children' | 'items'>,
    FieldProps {
  options: Option[];
}

/** Pick one of a short list of options (a listbox in a popover). */
export function Select({ label, description, errorMessage, options, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Button className={`${fieldStyles.inputBox} ${styles.trigger}`}>
          <SelectValue className={styles.value} />
          <ChevronDownIcon />
        </Button>
      </FieldParts>
      <Popover>
        <ListBox items={options} className={listStyles.list}>
          {(option) => (
            <ListBoxItem id={option.id} isDisabled={option.isDisabled} textValue={option.label}>
              {option.asWritten ? <span translate="no">{option.label}</span> : option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
