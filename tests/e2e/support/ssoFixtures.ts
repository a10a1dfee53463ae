import { type LocalIdp, startLocalIdp } from '@lingua/server/localIdp';
import { test as base } from './fixtures';
import { usePrivateServer } from './privateServer';
import { freePort } from './serverProcess';

/** The school's provider as the operator registered it. */
export const SCHOOL_PROVIDER = { id: 'school', name: 'Lycée Molière' } as const;

interface SsoWorkerFixtures {
  /** The private server's port, known before it starts (the provider's redirect URI names it). */
  ssoServerPort: number;
  /** The school's OpenID Connect provider (a real oidc-provider on this machine). */
  schoolIdp: LocalIdp;
}

/**
 * Journeys with a sign-in provider configured. The global server has none, so each worker
 * starts a private `pnpm start` whose OIDC_PROVIDERS name a local provider with a domain rule
 * (teachers at school.example); every fixture (api, signIn, baseURL...) then works against it.
 */
export const test = base.extend<object, SsoWorkerFixtures>({
  ssoServerPort: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(await freePort());
    },
    { scope: 'worker' },
  ],
  schoolIdp: [
    async ({ ssoServerPort }, use) => {
      const idp = await startLocalIdp({
        clientId: 'lingua-e2e',
        clientSecret: 'lingua-e2e-secret',
        redirectUris: [
          `http://127.0.0.1:${ssoServerPort}/api/auth/oidc/${SCHOOL_PROVIDER.id}/callback`,
        ],
        accounts: {
          'marie-sub': {
            email: 'marie.curie@school.example',
            email_verified: true,
            given_name: 'Marie',
            family_name: 'Curie',
          },
        },
      });
      await use(idp);
      await idp.close();
    },
    { scope: 'worker' },
  ],
  e2eServer: [
    async ({ ssoServerPort, schoolIdp }, use, workerInfo) => {
      const providers = [
        {
          ...SCHOOL_PROVIDER,
          issuer: schoolIdp.issuer,
          client_id: 'lingua-e2e',
          client_secret: 'lingua-e2e-secret',
          domains: [{ domain: 'school.example', role: 'teacher' }],
        },
      ];
      const env = { OIDC_PROVIDERS: JSON.stringify(providers) };
      await usePrivateServer('sso', { env, port: ssoServerPort }, workerInfo, use);
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

export { expect } from './fixtures';
