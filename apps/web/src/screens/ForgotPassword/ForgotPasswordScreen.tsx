import { forgotPasswordMachine } from '@lingua/flows';
import { Button, Link, TextField } from '@lingua/ui';
import { useLocation } from 'wouter';
import { useApi } from '../../app/services';
import { useFormMachine } from '../../app/useFormMachine';
import { authCalls } from '../../features/auth/queries';
import { useText } from '../../i18n/useText';
import { AuthLayout } from '../../layout/AuthLayout';
import * as styles from '../../layout/AuthLayout.css';

/** /forgot-password: asks for the e-mail, then confirms that the reset link is on its way. */
export default function ForgotPasswordScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const t = useText();
  const form = useFormMachine(forgotPasswordMachine, ({ email }) =>
    authCalls(api).forgotPassword(email),
  );

  if (form.done) {
    return (
      <AuthLayout title={t('auth.forgot.sentTitle')} subtitle={t('auth.forgot.sentSubtitle')}>
        <Button fullWidth onPress={() => navigate('/login')}>
          {t('auth.returnToLogin')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link href="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      <form noValidate onSubmit={form.onSubmit} className={styles.form}>
        <TextField
          label={t('common.email')}
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <Button
          type="submit"
          fullWidth
          isPending={form.busy}
          pendingLabel={t('auth.forgot.pending')}
        >
          {t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
