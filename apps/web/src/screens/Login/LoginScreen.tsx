import { loginMachine } from '@lingua/flows';
import { Button, Link, PasswordField, TextField } from '@lingua/ui';
import { useLocation } from 'wouter';
import { authCalls } from '../../features/auth/queries';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';
import { useApi } from '../../layout/services';
import { useFormMachine } from '../../layout/useFormMachine';
import { useSession } from '../../session/sessionContext';

/** /login: e-mail and password; success hands the tokens to the session and opens the app. */
export default function LoginScreen() {
  const api = useApi();
  const session = useSession();
  const [, navigate] = useLocation();
  const form = useFormMachine(
    loginMachine,
    ({ email, password }) => authCalls(api).login(email, password),
    (login) => {
      // The session stores the tokens, clears the caches and checks the profile.
      session.signIn(login);
      navigate('/dashboard', { replace: true });
    },
  );

  return (
    <AuthLayout
      title="Log in"
      subtitle="Welcome back! Log in to continue practising."
      footer={
        <>
          <Link href="/forgot-password">Forgot your password?</Link>
          <span>
            Don&apos;t have an account? <Link href="/signup">Sign up</Link>
          </span>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField label="Password" preventClipboard {...form.field('password')} />
        <Button type="submit" fullWidth isPending={form.busy} pendingLabel="Logging in">
          Log in
        </Button>
      </form>
    </AuthLayout>
  );
}
