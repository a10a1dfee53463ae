import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalIdp, startLocalIdp } from '@lingua/server/localIdp';
import { readE2eEnv } from './env';
import { test as base } from './fixtures';
import { freePort, startJourneyServer } from './serverProcess';
import { startSmtpSink } from './smtpSink';

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
      const workDir = await mkdtemp(join(tmpdir(), 'lingua-e2e-sso-'));
      const mailDir = join(workDir, 'mail');
      await mkdir(mailDir);
      const sink = await startSmtpSink(mailDir);
      try {
        const server = await startJourneyServer({
          port: ssoServerPort,
          dataDir: join(workDir, 'data'),
          webDist: readE2eEnv('webDist'),
          smtpUrl: sink.url,
          logFile: join(workerInfo.project.outputDir, `sso-server-${workerInfo.workerIndex}.log`),
          env: {
            OIDC_PROVIDERS: JSON.stringify([
              {
                ...SCHOOL_PROVIDER,
                issuer: schoolIdp.issuer,
                client_id: 'lingua-e2e',
                client_secret: 'lingua-e2e-secret',
                domains: [{ domain: 'school.example', role: 'teacher' }],
              },
            ]),
          },
        });
        await use({ baseUrl: server.url, mailDir });
        await server.stop();
      } finally {
        await sink.close();
        await rm(workDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

export { expect } from './fixtures';
