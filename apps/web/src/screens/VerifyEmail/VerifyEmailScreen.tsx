import { readApiError } from '@lingua/api';
import { Button, Spinner } from '@lingua/ui';
import { useLocation } from 'wouter';
import { useVerifyEmail } from '../../features/auth/queries';
import { AuthLayout } from '../../layout/AuthLayout';
import { useLinkToken } from '../../layout/useLinkToken';

/**
 * /verify-email#token=...: the target of the sign-up mail. The token is sent once on arrival;
 * the answer says whether the address is now confirmed.
 */
export default function VerifyEmailScreen() {
  const [, navigate] = useLocation();
  const token = useLinkToken();
  const verification = useVerifyEmail(token);
  const toLogin = (
    <Button fullWidth onPress={() => navigate('/login')}>
      Return to Log in
    </Button>
  );

  if (token === '' || verification.isError) {
    return (
      <AuthLayout
        title="Verification failed"
        subtitle={
          token === ''
            ? 'This link is incomplete. Open the link from your e-mail again.'
            : readApiError(verification.error, 'This link is invalid or has expired.')
        }
      >
        {toLogin}
      </AuthLayout>
    );
  }
  if (verification.isPending) {
    return (
      <AuthLayout title="Verifying your e-mail">
        <Spinner label="Verifying your e-mail" />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="E-mail verified"
      subtitle="Your e-mail address is confirmed. You can log in now."
    >
      {toLogin}
    </AuthLayout>
  );
}
