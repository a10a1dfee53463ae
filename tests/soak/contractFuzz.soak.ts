import {
  contractOperations,
  loadOpenApi,
  openapiPath,
  useTestServer,
} from '@lingua/server/testing';
import { describe, it } from 'vitest';
import { createCallers, fuzzOperation } from '../security/src/fuzz/contractFuzz';

const server = useTestServer();
const operations = contractOperations(loadOpenApi(openapiPath));
const callers = createCallers(server);
// A new seed each run explores new cases; it is printed with any failure to replay it.
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

describe(`contract fuzzing (200 cases per operation, seed ${seed})`, () => {
  it.each(
    operations.map(
      (operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const,
    ),
  )('%s never answers 5xx, leaks nothing and refuses invalid input', async (_, operation) => {
    await fuzzOperation(server, callers, operation, { runs: 200, seed });
  });
});
