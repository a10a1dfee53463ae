import { signupMachine } from '@lingua/flows';
import { Button, Link, TextField } from '@lingua/ui';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { authCalls } from '../../features/auth/queries';
import { useText } from '../../i18n/useText';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';
import { NewPasswordFields } from '../../layout/NewPasswordFields';
import { useApi } from '../../layout/services';
import { useFormMachine } from '../../layout/useFormMachine';

/** /signup: e-mail, password, confirmation; success sends the user to /login. */
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
    </AuthLayout>
  );
}
