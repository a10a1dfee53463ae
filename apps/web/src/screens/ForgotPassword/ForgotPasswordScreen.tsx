import { forgotPasswordMachine } from '@lingua/flows';
import { Button, Link, TextField } from '@lingua/ui';
import { useLocation } from 'wouter';
import { authCalls } from '../../features/auth/queries';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';
import { useApi } from '../../layout/services';
import { useFormMachine } from '../../layout/useFormMachine';

/** /forgot-password: asks for the e-mail, then confirms that the reset link is on its way. */
export default function ForgotPasswordScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const form = useFormMachine(forgotPasswordMachine, ({ email }) =>
    authCalls(api).forgotPassword(email),
  );

  if (form.done) {
    return (
      <AuthLayout
        title="Check your email"
        subtitle="If an account exists for this address, a link to reset your password is on its way. It is valid for one hour."
      >
        <Button fullWidth onPress={() => navigate('/login')}>
          Return to Log in
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your e-mail and we will send you a link to reset your password."
      footer={<Link href="/login">Back to Log in</Link>}
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" fullWidth isPending={form.busy} pendingLabel="Sending">
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
