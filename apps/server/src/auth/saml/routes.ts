import { type ServerMessage, serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../../deps';
import { HttpError, notFound } from '../../http/errors';
import { assertUnderRateLimit, hitRateLimit } from '../../http/rateLimit';
import { type RouteDefinition, route } from '../../http/route';
import type { SamlProviderConfig } from '../../shared/samlProviders';
import { addressKey, createAddressList } from '../rules';
import { accountForIdentity } from '../sso/accounts';
import { createSsoBrowsers, type SignInOutcome } from '../sso/browser';
import { createSamlClient, type SamlClient } from './client';
import { browserOfRequest, takeRequest, useAssertion } from './queries';

/** Its identities and handoffs are kept apart from an OpenID Connect provider of the same id. */
const keyOf = (provider: SamlProviderConfig) => `saml:${provider.id}`;

/** The request a response says it answers (read before its signature is checked: only used to
 * show a refusal to the browser that sent that request). */
const claimedRequestId = (samlResponse: string) =>
  /<(?:[\w-]+:)?Response\b[^>]*?\sInResponseTo="([^"]{1,200})"/.exec(
    Buffer.from(samlResponse, 'base64').toString('utf8'),
  )?.[1];

/**
 * Sign-in with a school's SAML 2.0 provider: the redirect to it with an AuthnRequest (start)
 * and its signed response posted back (the ACS). The outcome is handed to the web app as an
 * OpenID Connect sign-in's is (`POST /auth/oidc/exchange`), under the same account rules.
 */
export function samlRoutes({ db, config, limits, log }: Deps): RouteDefinition[] {
  const isAllowlisted = createAddressList(config.rateLimitAllowlist);
  const browsers = createSsoBrowsers(db, config.appUrl);
  const clients = new Map<string, { provider: SamlProviderConfig; client: SamlClient }>(
    config.samlProviders.map((provider) => [
      provider.id,
      {
        provider,
        client: createSamlClient(db, provider, `${config.appUrl}/api/auth/saml/${provider.id}/acs`),
      },
    ]),
  );
  const providerOf = (id: string) => {
    const found = clients.get(id);
    if (!found) throw notFound();
    return found;
  };
  const failuresKey = (ip: string) => `login-failures:ip:${addressKey(ip)}`;

  return [
    route('get', '/auth/saml/{id}/start', async ({ params, request, reply }) => {
      const { provider, client } = providerOf(params.id);
      if (!isAllowlisted(request.ip))
        await hitRateLimit(db, `oidc-start:ip:${addressKey(request.ip)}`, limits.oidcStartsPerIp);
      const browser = browsers.hash(browsers.token(request, reply));
      try {
        reply.header('location', (await client.start(browser)).href);
      } catch (error) {
        log.warn({ err: error, provider: provider.id }, 'SAML request not made');
        const refusal = serverMessage('error.oidc.unavailable', { provider: provider.name });
        reply.header(
          'location',
          await browsers.handOff(keyOf(provider), undefined, browser, { refusal }),
        );
      }
      return { status: 302 };
    }),

    route('post', '/auth/saml/{id}/acs', async ({ params, request, reply }) => {
      const { provider, client } = providerOf(params.id);
      const allowlisted = isAllowlisted(request.ip);
      const form = (request.body ?? {}) as Record<string, unknown>;
      const samlResponse = typeof form.SAMLResponse === 'string' ? form.SAMLResponse : '';
      // The provider's page posts across sites: the browser's cookie (SameSite=Lax) is not
      // sent, so the browser is the one that sent the request this response answers.
      let browser: string | undefined;
      let outcome: SignInOutcome;
      try {
        if (!allowlisted)
          await assertUnderRateLimit(db, failuresKey(request.ip), limits.loginFailuresPerIp);
        const signIn = await client.finish(samlResponse).catch((error: unknown) => {
          throw new SignInFailed(error instanceof Error ? error.message : String(error), error);
        });
        const sent = await takeRequest(db, provider.id, signIn.requestId);
        if (!sent) throw new SignInFailed('the request was answered already');
        browser = sent.browser_hash;
        if (!(await useAssertion(db, provider.id, signIn.assertionId, signIn.expiresAt)))
          throw new SignInFailed('the assertion was used already');
        outcome = await db.transaction((tx) =>
          accountForIdentity(
            tx,
            { identityKey: keyOf(provider), name: provider.name, domains: provider.domains },
            signIn.identity,
            async () => {
              // A new account counts toward the address's sign-up ceiling, as a sign-up does.
              if (!allowlisted)
                await hitRateLimit(tx, `signup:ip:${request.ip}`, limits.signupPerIp);
            },
          ),
        );
      } catch (error) {
        if (error instanceof HttpError && typeof error.detail !== 'string')
          outcome = { refusal: error.detail as ServerMessage };
        else if (error instanceof SignInFailed) {
          log.warn(
            { provider: provider.id, reason: error.message, err: error.cause },
            'SAML sign-in refused',
          );
          outcome = { refusal: serverMessage('error.oidc.failed', { provider: provider.name }) };
        } else throw error;
      }
      if ('refusal' in outcome && !allowlisted)
        await hitRateLimit(db, failuresKey(request.ip), limits.loginFailuresPerIp).catch(() => {});
      const claimed = browser ? undefined : claimedRequestId(samlResponse);
      if (claimed) browser = await browserOfRequest(db, provider.id, claimed);
      reply.header(
        'location',
        await browsers.handOff(keyOf(provider), undefined, browser ?? 'unknown', outcome),
      );
      return { status: 302 };
    }),
  ];
}

/** A sign-in the provider's answer does not prove (the log says why; the person reads "failed"). */
class SignInFailed extends Error {
  constructor(reason: string, cause?: unknown) {
    super(reason, { cause });
  }
}
