// The server's public testing entry (`@lingua/server/testing`): what bench/ and tests/ reuse
// of the server. Nothing outside apps/server imports its src/ by path (biome.json holds that).

export { hashPassword } from './auth/passwords';
// The database and the exact settings and SQL of the server, for seeding and database floors.
export type { Queryable } from './db/db';
export { openPgliteDb } from './db/pgliteDb';
// The contract, as the server reads it.
export { type ContractOperation, contractOperations, loadOpenApi } from './http/openapi';
export {
  accuracyByType,
  assignmentCompletion,
  averageCompletionTimes,
  roomProgress,
  roomTopics,
  topStudents,
} from './metrics/queries';
export { openapiPath } from './paths';
export { latestMail } from './test/mailbox';
export { type ReceivedMail, startSmtpSink } from './test/smtpSink';
// A real server on a fresh database per test file, and its accounts and mail.
export {
  type CallOptions,
  type CallResult,
  type TestServer,
  useTestServer,
} from './test/testServer';
export { createUser, type TestUser } from './test/users';
