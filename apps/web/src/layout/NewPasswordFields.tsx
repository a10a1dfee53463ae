import { PasswordField } from '@lingua/ui';
import type { FormFieldProps } from './useFormMachine';

interface NewPasswordFieldsProps {
  /** "Password" on sign-up, "New password" on reset. */
  label: string;
  password: FormFieldProps;
  confirmation: FormFieldProps;
}

/** A new password typed twice; copy, cut and paste are blocked so both are really typed. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" preventClipboard {...password} />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        toggleLabel="Show password confirmation"
        preventClipboard
        {...confirmation}
      />
    </>
  );
}
