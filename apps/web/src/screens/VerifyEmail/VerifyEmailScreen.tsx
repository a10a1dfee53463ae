import { readApiError } from '@lingua/api';
import { msg } from '@lingua/i18n';
import { Button, Spinner } from '@lingua/ui';
import { useLocation } from 'wouter';
import { useLinkToken } from '../../app/useLinkToken';
import { useVerifyEmail } from '../../features/auth/queries';
import { useText } from '../../i18n/useText';
import { AuthLayout } from '../../layout/AuthLayout';

/**
 * /verify-email#token=...: the target of the sign-up mail. The token is sent once on arrival;
 * the answer says whether the address is now confirmed.
 */
export default function VerifyEmailScreen() {
  const [, navigate] = useLocation();
  const t = useText();
  const token = useLinkToken();
  const verification = useVerifyEmail(token);
  const toLogin = (
    <Button fullWidth onPress={() => navigate('/login')}>
      {t('auth.returnToLogin')}
    </Button>
  );

  if (token === '' || verification.isError) {
    return (
      <AuthLayout
        title={t('auth.verify.failedTitle')}
        subtitle={
          token === ''
            ? t('auth.verify.incomplete')
            : t(readApiError(verification.error, msg('auth.verify.invalid')))
        }
      >
        {toLogin}
      </AuthLayout>
    );
  }
  if (verification.isPending) {
    return (
      <AuthLayout title={t('auth.verify.pending')}>
        <Spinner label={t('auth.verify.pending')} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.verify.doneTitle')} subtitle={t('auth.verify.doneSubtitle')}>
      {toLogin}
    </AuthLayout>
  );
}
