import { PasswordField } from '@lingua/ui';
import type { FormFieldProps } from '../../app/useFormMachine';
import { useText } from '../../i18n/useText';

interface NewPasswordFieldsProps {
  /** "Password" on sign-up, "New password" on reset. */
  label: string;
  password: FormFieldProps;
  confirmation: FormFieldProps;
}

/** A new password typed twice; copy, cut and paste are blocked so both are really typed. */
export function NewPasswordFields({ label, password, confirmation }: NewPasswordFieldsProps) {
  const t = useText();
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" preventClipboard {...password} />
      <PasswordField
        label={t('auth.password.confirm')}
        autoComplete="new-password"
        toggleLabel={t('auth.password.showConfirmation')}
        preventClipboard
        {...confirmation}
      />
    </>
  );
}
