import { loginMachine } from '@lingua/flows';
import { Button, Link, PasswordField, TextField } from '@lingua/ui';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { useApi } from '../../app/services';
import { useFormMachine } from '../../app/useFormMachine';
import { authCalls } from '../../features/auth/queries';
import { SignInProviders } from '../../features/auth/SignInProviders';
import { useSsoReturn } from '../../features/auth/useSsoReturn';
import { useText } from '../../i18n/useText';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';
import { useSession } from '../../session/sessionContext';

/**
 * /login: e-mail (or a class account's username) and password, then the operator's sign-in
 * providers; success (or the return from a provider) hands the tokens to the session and opens
 * the app.
 */
export default function LoginScreen() {
  const api = useApi();
  const session = useSession();
  const [, navigate] = useLocation();
  const t = useText();
  const signIn = (login: Parameters<typeof session.signIn>[0]) => {
    // The session stores the tokens, clears the caches and checks the profile.
    session.signIn(login);
    navigate('/dashboard', { replace: true });
  };
  const form = useFormMachine(
    loginMachine,
    ({ email, password }) => authCalls(api).login(email.trim(), password),
    signIn,
  );
  const ssoReturn = useSsoReturn(signIn);

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
      {ssoReturn.busy && <p role="status">{t('auth.sso.signingIn')}</p>}
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField
          label={t('common.email')}
          description={t('auth.login.usernameHint')}
          type="email"
          autoComplete="username"
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
      <SignInProviders />
    </AuthLayout>
  );
}
