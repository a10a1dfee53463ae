import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readE2eEnv } from './env';
import { type FakeLlm, startFakeLlm } from './fakeLlm';
import { test as base } from './fixtures';
import { startJourneyServer } from './serverProcess';
import { startSmtpSink } from './smtpSink';

interface LlmWorkerFixtures {
  /** The fake model the worker's private server talks to. */
  llmEndpoint: FakeLlm;
}

interface LlmTestFixtures {
  /** The fake model, with no calls recorded and answering, at the start of each test. */
  fakeLlm: FakeLlm;
}

/**
 * Journeys with an LLM provider configured. The global server runs the built-in engine, so
 * each worker starts a private `pnpm start` (fresh embedded database, own mail sink) whose
 * OPENAI_* point at a fake model in the worker; every fixture (api, teacher, signIn,
 * baseURL...) then works against that server.
 */
export const test = base.extend<LlmTestFixtures, LlmWorkerFixtures>({
  llmEndpoint: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const fake = await startFakeLlm();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  e2eServer: [
    async ({ llmEndpoint }, use, workerInfo) => {
      const workDir = await mkdtemp(join(tmpdir(), 'lingua-e2e-llm-'));
      const mailDir = join(workDir, 'mail');
      await mkdir(mailDir);
      const sink = await startSmtpSink(mailDir);
      try {
        const server = await startJourneyServer({
          dataDir: join(workDir, 'data'),
          webDist: readE2eEnv('webDist'),
          smtpUrl: sink.url,
          logFile: join(workerInfo.project.outputDir, `llm-server-${workerInfo.workerIndex}.log`),
          env: {
            OPENAI_BASE_URL: llmEndpoint.baseUrl,
            OPENAI_MODEL: llmEndpoint.model,
            OPENAI_API_KEY: 'e2e-key',
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
  fakeLlm: async ({ llmEndpoint }, use) => {
    llmEndpoint.reset();
    await use(llmEndpoint);
  },
});

export { expect } from './fixtures';
