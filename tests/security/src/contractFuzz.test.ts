import {
  contractOperations,
  loadOpenApi,
  openapiPath,
  useTestServer,
} from '@lingua/server/testing';
import { describe, it } from 'vitest';
import { createCallers, fuzzOperation } from './fuzz/contractFuzz';

const server = useTestServer();
const operations = contractOperations(loadOpenApi(openapiPath));
const callers = createCallers(server);

/**
 * An accepted listening request synthesises speech, seconds of a core on a shared machine:
 * here it gets only bodies the contract refuses. Accepted ones are covered by the server's
 * generation tests and by the 200 soak cases.
 */
const REFUSED_BODIES_ONLY = ['post /exercises/listening'];

// Five seeded cases per operation keep `pnpm test` quick; tests/soak runs 200 each, unseeded.
describe('contract fuzzing (quick)', () => {
  it.each(
    operations.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )('%s never answers 5xx, leaks nothing and refuses invalid input', async (_, operation) => {
    await fuzzOperation(server, callers, operation, {
      runs: 5,
      seed: 20261121,
      acceptedBodies: !REFUSED_BODIES_ONLY.includes(`${operation.method} ${operation.path}`),
    });
  });
});
