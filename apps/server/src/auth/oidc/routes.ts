import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../../deps';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { assertUnderRateLimit, hitRateLimit } from '../../http/rateLimit';
import { type RouteDefinition, route } from '../../http/route';
import type { OidcProviderConfig } from '../../shared/oidcProviders';
import { tokenResponse } from '../accessTokens';
import { hashOpaqueToken } from '../opaqueTokens';
import { issueRefreshToken } from '../refreshTokens';
import { addressKey, createAddressList } from '../rules';
import { accountForIdentity } from '../sso/accounts';
import { createSsoBrowsers, type SignInOutcome } from '../sso/browser';
import { takeHandoff } from '../sso/queries';
import { createOidcClient, type OidcClient } from './client';
import { insertSignIn, takePendingSignIn } from './queries';
import { identityOfClaims } from './rules';

/**
 * Sign-in with the operator's OpenID Connect providers: the list for the login page, the
 * redirect to a provider, its return (callback), and the exchange in which the web app
 * collects the session the callback opened, the same tokens as a password sign-in.
 */
export function oidcRoutes({ db, accessTokens, config, limits, log }: Deps): RouteDefinition[] {
  const isAllowlisted = createAddressList(config.rateLimitAllowlist);
  const callbackUrl = (provider: OidcProviderConfig) =>
    `${config.appUrl}/api/auth/oidc/${provider.id}/callback`;
  const clients = new Map<string, { provider: OidcProviderConfig; client: OidcClient }>(
    config.oidcProviders.map((provider) => [
      provider.id,
      { provider, client: createOidcClient(provider, callbackUrl(provider)) },
    ]),
  );
  const providerOf = (id: string) => {
    const found = clients.get(id);
    if (!found) throw notFound();
    return found;
  };
  const browsers = createSsoBrowsers(db, config.appUrl);
  const handOff = (
    provider: OidcProviderConfig,
    signInId: string | undefined,
    browser: string,
    outcome: SignInOutcome,
  ) => browsers.handOff(provider.id, signInId, hashOpaqueToken(browser), outcome);
  const failuresKey = (ip: string) => `login-failures:ip:${addressKey(ip)}`;

  return [
    route('get', '/auth/oidc/providers', async () => ({
      status: 200,
      body: {
        providers: [
          ...config.oidcProviders.map(({ id, name }) => ({ id, name, protocol: 'oidc' as const })),
          ...config.samlProviders.map(({ id, name }) => ({ id, name, protocol: 'saml' as const })),
        ],
      },
    })),

    route('get', '/auth/oidc/{id}/start', async ({ params, request, reply }) => {
      const { provider, client } = providerOf(params.id);
      if (!isAllowlisted(request.ip))
        await hitRateLimit(db, `oidc-start:ip:${addressKey(request.ip)}`, limits.oidcStartsPerIp);
      const browser = browsers.token(request, reply);
      try {
        const { url, checks } = await client.start();
        await insertSignIn(db, {
          providerId: provider.id,
          browserHash: hashOpaqueToken(browser),
          stateHash: hashOpaqueToken(checks.state),
          nonce: checks.nonce,
          codeVerifier: checks.codeVerifier,
        });
        reply.header('location', url.href);
      } catch (error) {
        log.warn({ err: error, provider: provider.id }, 'OIDC provider unreachable');
        const refusal = serverMessage('error.oidc.unavailable', { provider: provider.name });
        reply.header('location', await handOff(provider, undefined, browser, { refusal }));
      }
      return { status: 302 };
    }),

    route('get', '/auth/oidc/{id}/callback', async ({ params, query, request, reply }) => {
      const { provider, client } = providerOf(params.id);
      const browser = browsers.token(request, reply);
      const allowlisted = isAllowlisted(request.ip);
      let signInId: string | undefined;
      let outcome: SignInOutcome;
      try {
        if (!allowlisted)
          await assertUnderRateLimit(db, failuresKey(request.ip), limits.loginFailuresPerIp);
        const pending = query.state
          ? await takePendingSignIn(
              db,
              provider.id,
              hashOpaqueToken(query.state),
              hashOpaqueToken(browser),
            )
          : undefined;
        signInId = pending?.id;
        if (!pending) throw new SignInFailed('no sign-in of this state from this browser');
        if (query.error) throw new SignInFailed(`the provider answered ${query.error}`);
        // The callback's own address, as the provider was told it (APP_URL, not the Host header).
        const returned = new URL(callbackUrl(provider));
        returned.search = new URL(request.url, config.appUrl).search;
        const claims = await client
          .finish(returned, {
            state: query.state ?? '',
            nonce: pending.nonce,
            codeVerifier: pending.code_verifier,
          })
          .catch((error: unknown) => {
            throw new SignInFailed(error instanceof Error ? error.message : String(error), error);
          });
        outcome = await db.transaction((tx) =>
          accountForIdentity(
            tx,
            { identityKey: provider.id, name: provider.name, domains: provider.domains },
            identityOfClaims(claims),
            async () => {
              // A new account counts toward the address's sign-up ceiling, as a sign-up does.
              if (!allowlisted)
                await hitRateLimit(tx, `signup:ip:${request.ip}`, limits.signupPerIp);
            },
          ),
        );
      } catch (error) {
        if (error instanceof HttpError && typeof error.detail !== 'string')
          outcome = { refusal: error.detail };
        else if (error instanceof SignInFailed) {
          log.warn(
            { provider: provider.id, reason: error.message, err: error.cause },
            'OIDC sign-in refused',
          );
          outcome = { refusal: serverMessage('error.oidc.failed', { provider: provider.name }) };
        } else throw error;
      }
      if ('refusal' in outcome && !allowlisted)
        await hitRateLimit(db, failuresKey(request.ip), limits.loginFailuresPerIp).catch(() => {});
      reply.header('location', await handOff(provider, signInId, browser, outcome));
      return { status: 302 };
    }),

    route('post', '/auth/oidc/exchange', async ({ body, request, reply }) => {
      const browser = browsers.read(request);
      const handoff = browser
        ? await takeHandoff(db, hashOpaqueToken(body.code), hashOpaqueToken(browser))
        : undefined;
      if (!handoff) throw badRequest(serverMessage('error.oidc.expired'));
      browsers.clear(reply);
      if (!handoff.user_id || !handoff.email)
        throw new HttpError(401, handoff.refusal ?? serverMessage('error.oidc.expired'));
      const session = await issueRefreshToken(db, handoff.user_id);
      return {
        status: 200,
        body: {
          ...(await tokenResponse(
            accessTokens,
            handoff.user_id,
            session.sessionId,
            session.refreshToken,
          )),
          user: { id: handoff.user_id, email: handoff.email },
        },
      };
    }),
  ];
}

/** A sign-in the provider's answer does not prove (the log says why; the person reads "failed"). */
class SignInFailed extends Error {
  constructor(reason: string, cause?: unknown) {
    super(reason, { cause });
  }
}
