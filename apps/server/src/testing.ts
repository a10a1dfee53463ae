// The server's public testing entry (`@lingua/server/testing`): what bench/ and tests/ reuse of
// the server, so nothing outside apps/server imports its src/ by path (biome.json holds that).
// A real server on a fresh database per test file with its accounts, mailbox and SMTP sink;
// the contract as the server reads it; and, for seeding and database floors, the server's own
// password hashing, PGlite opener and room metric queries.

export { hashPassword } from './auth/passwords';
export type { Queryable } from './db/db';
export { openPgliteDb } from './db/pgliteDb';
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
export { NGINX, type Nginx, startNginx } from './test/nginx';
export { hasPgbouncer, type Pgbouncer, startPgbouncer } from './test/pgbouncer';
export { type ReceivedMail, startSmtpSink } from './test/smtpSink';
export {
  type CallOptions,
  type CallResult,
  type TestServer,
  useTestServer,
} from './test/testServer';
export { createUser, type TestUser } from './test/users';
