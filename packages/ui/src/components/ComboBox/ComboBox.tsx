import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Group,
  Input,
  ListBox,
} from 'react-aria-components';
import { ChevronDownIcon } from '../../icons/icons';
import { useUiStrings } from '../../strings/UiStrings';
import * as fieldStyles from '../../styles/field.css';
import { FieldParts, type FieldProps } from '../Field/Field';
import * as listStyles from '../ListBox/ListBox.css';
import { ListBoxItem, type Option } from '../ListBox/ListBoxItem';
import { Popover } from '../Popover/Popover';
import * as styles from './ComboBox.css';

export interface ComboBoxProps
  extends Omit<AriaComboBoxProps<Option>, 'className' | 'style' | 'children' | 'items'>,
    FieldProps {
  options: Option[];
  placeholder?: string;
  /**
   * Shown in the list when typing matches nothing.
   * @default 'No results'
   */
  emptyText?: string;
}

/** A searchable select: type to filter a long list, arrows and Enter to choose. */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  emptyText: emptyTextProp,
  ...props
}: ComboBoxProps) {
  const strings = useUiStrings();
  const emptyText = emptyTextProp ?? strings.noResults;
  return (
    <AriaComboBox
      defaultItems={options}
      allowsEmptyCollection
      {...props}
      className={fieldStyles.field}
    >
      {({ isDisabled, isInvalid }) => (
        <>
          <FieldParts label={label} description={description} errorMessage={errorMessage}>
            <Group
              isDisabled={isDisabled}
              isInvalid={isInvalid}
              className={`${fieldStyles.inputBox} ${styles.group}`}
            >
              <Input placeholder={placeholder} className={fieldStyles.bareInput} />
              <Button className={styles.button} aria-label={strings.showSuggestions}>
                <ChevronDownIcon />
              </Button>
            </Group>
          </FieldParts>
          <Popover>
            <ListBox<Option>
              className={listStyles.list}
              renderEmptyState={() => <div className={listStyles.empty}>{emptyText}</div>}
            >
              {(option) => (
                <ListBoxItem id={option.id} isDisabled={option.isDisabled}>
                  {option.label}
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </>
      )}
    </AriaComboBox>
  );
}
