import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../shared/oidcProviders';
import type { IdentityClaims } from './rules';

/** What the callback must find again: kept server-side, never in the browser. */
export interface PendingChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcClient {
  /** Where to send the browser, and the checks its return must pass. */
  start(): Promise<{ url: URL; checks: PendingChecks }>;
  /**
   * Redeems the code of `callbackUrl` (PKCE), checks state, issuer, audience, expiry, nonce and
   * the ID token's signature against the provider's JWKS; returns the identity's claims.
   */
  finish(callbackUrl: URL, checks: PendingChecks): Promise<IdentityClaims>;
}

/** An issuer on this machine (a test or a developer's provider) may be plain http. */
const isLoopback = (issuer: URL) =>
  issuer.protocol === 'http:' &&
  ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname.toLowerCase());

/**
 * One provider's client. Discovery happens on first use and is kept (a failed one is tried
 * again next time), so a provider that is down does not stop Lingua from starting.
 */
export function createOidcClient(provider: OidcProviderConfig, redirectUri: string): OidcClient {
  let discovered: Promise<oidc.Configuration> | undefined;
  const configuration = () => {
    discovered ??= discover(provider).catch((error: unknown) => {
      discovered = undefined;
      throw error;
    });
    return discovered;
  };

  return {
    async start() {
      const config = await configuration();
      const checks: PendingChecks = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },

    async finish(callbackUrl, checks) {
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      if (typeof claims.email === 'string') return claims;
      // Some providers put the address in userinfo only (for the same subject).
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return { ...userinfo, sub: claims.sub };
    },
  };
}

async function discover(provider: OidcProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer);
  return oidc.discovery(issuer, provider.clientId, provider.clientSecret, undefined, {
    // ID tokens come over TLS from the token endpoint; their signature is checked against the
    // provider's JWKS all the same, so a token that was tampered with on the way is refused.
    execute: [
      oidc.enableNonRepudiationChecks,
      ...(isLoopback(issuer) ? [oidc.allowInsecureRequests] : []),
    ],
  });
}
