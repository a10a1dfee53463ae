import { resetPasswordMachine } from '@lingua/flows';
import { Button, Link } from '@lingua/ui';
import { useLocation } from 'wouter';
import { authCalls } from '../../features/auth/queries';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';
import { NewPasswordFields } from '../../layout/NewPasswordFields';
import { useApi } from '../../layout/services';
import { useFormMachine } from '../../layout/useFormMachine';
import { useLinkToken } from '../../layout/useLinkToken';

/** /reset-password#token=...: the target of the reset mail; success leads to /login. */
export default function ResetPasswordScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const token = useLinkToken();
  const form = useFormMachine(
    resetPasswordMachine,
    ({ newPassword }) => authCalls(api).resetPassword(token, newPassword),
    () => navigate('/login', { replace: true }),
  );

  if (token === '') {
    return (
      <AuthLayout
        title="Reset password"
        subtitle="This link is incomplete. Open the link from your e-mail again, or ask for a new one."
      >
        <Link href="/forgot-password">Request a new link</Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset password"
      subtitle="Choose a new password for your account."
      footer={<Link href="/forgot-password">Request a new link</Link>}
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <NewPasswordFields
          label="New password"
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth isPending={form.busy} pendingLabel="Saving">
          Reset password
        </Button>
      </form>
    </AuthLayout>
  );
}
