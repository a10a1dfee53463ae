/**
 * Codes of errors that mean PostgreSQL cannot be reached right now (stopped, restarting,
 * unreachable), as opposed to a query that is wrong: the socket's errno, class 08
 * (connection exception) and 57P01-57P03 (shut down by an administrator, crashed, starting).
 */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const SHUTTING_DOWN = new Set(['57P01', '57P02', '57P03']);
/** node-postgres reports a lost or never-made connection by message only. */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|not queryable/;

/** True when `error` says the database is unavailable, so the request may succeed later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string')
    return UNREACHABLE.has(code) || SHUTTING_DOWN.has(code) || code.startsWith('08');
  return CONNECTION_LOST.test(error.message);
}
