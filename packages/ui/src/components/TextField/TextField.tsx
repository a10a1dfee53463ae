import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
} from 'react-aria-components';
import * as fieldStyles from '../../styles/field.css';
import { FieldParts, type FieldProps } from '../Field/Field';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style'>,
    FieldProps {
  placeholder?: string;
}

/** A single-line text input with label, description and validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={fieldStyles.field}>
      <FieldParts label={label} description={description} errorMessage={errorMessage}>
        <Input placeholder={placeholder} className={fieldStyles.inputBox} />
      </FieldParts>
    </AriaTextField>
  );
}
