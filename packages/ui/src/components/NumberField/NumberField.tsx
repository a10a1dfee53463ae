import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from 'react-aria-components';
import { MinusIcon, PlusIcon } from '../../icons/icons';
import { useUiStrings } from '../../strings/UiStrings';
import * as fieldStyles from '../../styles/field.css';
import { FieldParts, type FieldProps } from '../Field/Field';
import * as styles from './NumberField.css';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style'>,
    FieldProps {
  /**
   * Name of the minus button.
   * @default 'Decrease'
   */
  decrementLabel?: string;
  /**
   * Name of the plus button.
   * @default 'Increase'
   */
  incrementLabel?: string;
}

/**
 * A number with stepper buttons. Typed values are clamped to `minValue`/`maxValue` and snapped
 * to `step` when the field loses focus; arrow keys step too.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  decrementLabel: decrementLabelProp,
  incrementLabel: incrementLabelProp,
  ...props
}: NumberFieldProps) {
  const strings = useUiStrings();
  const decrementLabel = decrementLabelProp ?? strings.decrease;
  const incrementLabel = incrementLabelProp ?? strings.increase;
  return (
    <AriaNumberField {...props} className={fieldStyles.field}>
      {({ isDisabled, isInvalid }) => (
        <FieldParts label={label} description={description} errorMessage={errorMessage}>
          <Group
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            className={`${fieldStyles.inputBox} ${styles.group}`}
          >
            <Button slot="decrement" aria-label={decrementLabel} className={styles.step}>
              <MinusIcon />
            </Button>
            <Input className={`${fieldStyles.bareInput} ${styles.input}`} />
            <Button slot="increment" aria-label={incrementLabel} className={styles.step}>
              <PlusIcon />
            </Button>
          </Group>
        </FieldParts>
      )}
    </AriaNumberField>
  );
}
