import { loginMachine } from '@lingua/flows';
import { Button, Link, PasswordField, TextField } from '@lingua/ui';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { authCalls } from '../../features/auth/queries';
import { useText } from '../../i18n/useText';
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
  const t = useText();
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
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          <Link href="/forgot-password">{t('auth.login.forgot')}</Link>
          <span>
            <FormattedMessage
              id="auth.login.noAccount"
              values={{ link: (text) => <Link href="/signup">{text}</Link> }}
            />
          </span>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <PasswordField label={t('common.password')} preventClipboard {...form.field('password')} />
        <Button
          type="submit"
          fullWidth
          isPending={form.busy}
          pendingLabel={t('auth.login.pending')}
        >
          {t('auth.login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
