import { Button } from '@lingua/ui';
import { useNamed } from '../../i18n/named';
import { useText } from '../../i18n/useText';
import { signInProviderUrl, useSignInProviders } from './queries';
import * as styles from './SignInProviders.css';

/**
 * "Continue with {name}" for each sign-in provider (OpenID Connect or SAML) the operator configured, below the
 * login and sign-up forms; nothing at all when there is none.
 */
export function SignInProviders() {
  const t = useText();
  const named = useNamed();
  const providers = useSignInProviders().data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <section aria-label={t('auth.sso.group')} className={styles.root}>
      <p className={styles.divider}>{t('auth.sso.or')}</p>
      {providers.map((provider) => (
        <Button
          key={provider.id}
          variant="secondary"
          fullWidth
          // A page load: the server sends the browser on to the provider.
          onPress={() => window.location.assign(signInProviderUrl(provider))}
        >
          {/* One box: the button's gap would otherwise part the words from the name. */}
          <span>{named('auth.sso.continueWith', { name: provider.name })}</span>
        </Button>
      ))}
    </section>
  );
}
