import { type ClipboardEvent, useState } from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  ToggleButton,
} from 'react-aria-components';
import { EyeIcon, EyeOffIcon } from '../../icons/icons';
import { useUiStrings } from '../../strings/UiStrings';
import * as fieldStyles from '../../styles/field.css';
import { FieldParts, type FieldProps } from '../Field/Field';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'type'>,
    FieldProps {
  placeholder?: string;
  /**
   * Name of the show/hide toggle; its pressed state says whether the password is visible.
   * @default 'Show password'
   */
  toggleLabel?: string;
  /**
   * Blocks copy, cut and paste, as the product's login and sign-up forms do.
   * @default false
   */
  preventClipboard?: boolean;
}

const blockClipboard = (event: ClipboardEvent) => event.preventDefault();

/** A password input with a toggle that reveals what was typed. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  toggleLabel: toggleLabelProp,
  preventClipboard = false,
  ...props
}: PasswordFieldProps) {
  const strings = useUiStrings();
  const toggleLabel = toggleLabelProp ?? strings.showPassword;
  const [visible, setVisible] = useState(false);
  const clipboard = preventClipboard
    ? { onCopy: blockClipboard, onCut: blockClipboard, onPaste: blockClipboard }
    : {};
  return (
    <AriaTextField
      autoComplete="current-password"
      {...props}
      {...clipboard}
      type={visible ? 'text' : 'password'}
      className={fieldStyles.field}
    >
      {({ isDisabled, isInvalid }) => (
        <FieldParts label={label} description={description} errorMessage={errorMessage}>
          <Group
            isDisabled={isDisabled}
            isInvalid={isInvalid}
            className={`${fieldStyles.inputBox} ${styles.group}`}
          >
            <Input placeholder={placeholder} className={fieldStyles.bareInput} />
            <ToggleButton
              aria-label={toggleLabel}
              isSelected={visible}
              onChange={setVisible}
              isDisabled={isDisabled}
              className={styles.toggle}
            >
              {visible ? <EyeOffIcon /> : <EyeIcon />}
            </ToggleButton>
          </Group>
        </FieldParts>
      )}
    </AriaTextField>
  );
}
