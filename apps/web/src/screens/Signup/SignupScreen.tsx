import { signupMachine } from '@lingua/flows';
import { Button, Link, TextField } from '@lingua/ui';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useApi } from '../../app/services';
import { useFormMachine } from '../../app/useFormMachine';
import { NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields';
import { authCalls } from '../../features/auth/queries';
import { SignInProviders } from '../../features/auth/SignInProviders';
import { useText } from '../../i18n/useText';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';

/** /signup: e-mail, password, confirmation; success sends the user to /login. The operator's sign-in providers below. */
export default function SignupScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const t = useText();
  const form = useFormMachine(
    signupMachine,
    ({ email, password }) => authCalls(api).signup(email, password),
    () => navigate('/login'),
  );

  return (
    <AuthLayout
      title={t('auth.signup.title')}
      subtitle={t('auth.signup.subtitle')}
      footer={
        <span>
          <FormattedMessage
            id="auth.signup.haveAccount"
            values={{ link: (text) => <Link href="/login">{text}</Link> }}
          />
        </span>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <NewPasswordFields
          label={t('common.password')}
          password={form.field('password')}
          confirmation={form.field('confirmPassword')}
        />
        <Button
          type="submit"
          fullWidth
          isPending={form.busy}
          pendingLabel={t('auth.signup.pending')}
        >
          {t('auth.signup.submit')}
        </Button>
      </form>
      <SignInProviders />
    </AuthLayout>
  );
}
