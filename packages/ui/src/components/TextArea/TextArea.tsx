import { useState } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Text,
} from 'react-aria-components';
import { useUiStrings } from '../../strings/UiStrings';
import * as fieldStyles from '../../styles/field.css';
import { FieldError, type FieldProps, Label } from '../Field/Field';
import * as styles from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'maxLength'>,
    FieldProps {
  placeholder?: string;
  /**
   * Most characters allowed; typing stops there and the counter shows it.
   * @default 1000
   */
  maxLength?: number;
  /**
   * Counter wording.
   * @default (count, max) => `${count}/${max} characters`
   */
  formatCount?: (count: number, max: number) => string;
  /** @default 4 */
  rows?: number;
}

/** Multi-line text with a live character counter read with the field's description. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  maxLength = 1000,
  formatCount: formatCountProp,
  rows = 4,
  value,
  defaultValue,
  onChange,
  ...props
}: TextAreaProps) {
  const strings = useUiStrings();
  const formatCount = formatCountProp ?? strings.characterCount;
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const text = value ?? uncontrolled;
  return (
    <AriaTextField
      {...props}
      value={text}
      onChange={(next) => {
        setUncontrolled(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      className={fieldStyles.field}
    >
      {label && <Label>{label}</Label>}
      <AriaTextArea
        rows={rows}
        placeholder={placeholder}
        className={`${fieldStyles.inputBox} ${styles.input}`}
      />
      <Text slot="description" className={styles.footer}>
        {description && <span>{description}</span>}
        <span className={styles.count} data-full={text.length >= maxLength || undefined}>
          {formatCount(text.length, maxLength)}
        </span>
      </Text>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
