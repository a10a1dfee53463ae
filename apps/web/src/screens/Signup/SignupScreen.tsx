import { signupMachine } from '@lingua/flows';
import { Button, Link, TextField } from '@lingua/ui';
import { useLocation } from 'wouter';
import { authCalls } from '../../features/auth/queries';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';
import { NewPasswordFields } from '../../layout/NewPasswordFields';
import { useApi } from '../../layout/services';
import { useFormMachine } from '../../layout/useFormMachine';

/** /signup: e-mail, password, confirmation; success sends the user to /login. */
export default function SignupScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const form = useFormMachine(
    signupMachine,
    ({ email, password }) => authCalls(api).signup(email, password),
    () => navigate('/login'),
  );

  return (
    <AuthLayout
      title="Sign up"
      subtitle="Create your account to start practising."
      footer={
        <span>
          Already have an account? <Link href="/login">Log in</Link>
        </span>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <NewPasswordFields
          label="Password"
          password={form.field('password')}
          confirmation={form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth isPending={form.busy} pendingLabel="Creating account">
          Sign up
        </Button>
      </form>
    </AuthLayout>
  );
}
