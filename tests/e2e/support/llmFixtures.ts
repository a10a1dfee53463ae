import { type FakeLlm, startFakeLlm } from './fakeLlm';
import { test as base } from './fixtures';
import { usePrivateServer } from './privateServer';

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
      const env = {
        OPENAI_BASE_URL: llmEndpoint.baseUrl,
        OPENAI_MODEL: llmEndpoint.model,
        OPENAI_API_KEY: 'e2e-key',
        OPENAI_STT_MODEL: 'fake-stt',
      };
      await usePrivateServer('llm', { env }, workerInfo, use);
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  fakeLlm: async ({ llmEndpoint }, use) => {
    llmEndpoint.reset();
    await use(llmEndpoint);
  },
});

export { expect } from './fixtures';
