import { resetPasswordMachine } from '@lingua/flows';
import { Button, Link } from '@lingua/ui';
import { useLocation } from 'wouter';
import { useApi } from '../../app/services';
import { useFormMachine } from '../../app/useFormMachine';
import { useLinkToken } from '../../app/useLinkToken';
import { NewPasswordFields } from '../../components/NewPasswordFields/NewPasswordFields';
import { authCalls } from '../../features/auth/queries';
import { useText } from '../../i18n/useText';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';

/** /reset-password#token=...: the target of the reset mail; success leads to /login. */
export default function ResetPasswordScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const t = useText();
  const token = useLinkToken();
  const form = useFormMachine(
    resetPasswordMachine,
    ({ newPassword }) => authCalls(api).resetPassword(token, newPassword),
    () => navigate('/login', { replace: true }),
  );

  if (token === '') {
    return (
      <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.incomplete')}>
        <Link href="/forgot-password">{t('auth.reset.requestNew')}</Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link href="/forgot-password">{t('auth.reset.requestNew')}</Link>}
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <NewPasswordFields
          label={t('auth.password.new')}
          password={form.field('newPassword')}
          confirmation={form.field('confirmPassword')}
        />
        <Button
          type="submit"
          fullWidth
          isPending={form.busy}
          pendingLabel={t('auth.reset.pending')}
        >
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
