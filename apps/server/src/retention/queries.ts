import type { Queryable } from '../db/db';

/** Arbitrary constant shared by every instance: one of them purges at a time. */
const RETENTION_LOCK_KEY = 7_340_022;

/**
 * Takes the retention lock for the caller's transaction, without waiting: false when another
 * instance is purging. Transaction-scoped, so it holds behind PgBouncer in transaction mode.
 */
export async function tryRetentionLock(tx: Queryable): Promise<boolean> {
  const [row] = await tx.query<{ locked: boolean }>(
    'SELECT pg_try_advisory_xact_lock($1) AS locked',
    [RETENTION_LOCK_KEY],
  );
  return row?.locked === true;
}

/**
 * Each statement deletes at most `batch` rows older than its cutoff (`days` before now), so
 * one transaction stays short whatever has piled up; the job repeats until a batch is short.
 */
const purges = {
  // Expired or revoked refresh tokens; rotated ones stay until they expire, since presenting
  // a rotated token is how a stolen one is detected.
  refreshTokens: `DELETE FROM refresh_tokens WHERE id IN (
      SELECT id FROM refresh_tokens
      WHERE expires_at < now() - make_interval(days => $1) OR revoked_at < now() - make_interval(days => $1)
      LIMIT $2)`,
  oneTimeTokens: `DELETE FROM one_time_tokens WHERE id IN (
      SELECT id FROM one_time_tokens
      WHERE expires_at < now() - make_interval(days => $1) OR used_at < now() - make_interval(days => $1)
      LIMIT $2)`,
  // Sign-ins with a provider that expired unfinished or were never collected (migration 027).
  oidcSignIns: `DELETE FROM oidc_sign_ins WHERE id IN (
      SELECT id FROM oidc_sign_ins WHERE expires_at < now() - make_interval(days => $1) LIMIT $2)`,
  // SAML requests never answered or refused, and used assertions past their end (migration 032).
  samlRequests: `DELETE FROM saml_requests WHERE request_id IN (
      SELECT request_id FROM saml_requests WHERE expires_at < now() - make_interval(days => $1) LIMIT $2)`,
  samlUsedAssertions: `DELETE FROM saml_used_assertions WHERE (provider_id, assertion_id) IN (
      SELECT provider_id, assertion_id FROM saml_used_assertions
      WHERE expires_at < now() - make_interval(days => $1) LIMIT $2)`,
  rateLimits: `DELETE FROM rate_limits WHERE key IN (
      SELECT key FROM rate_limits WHERE window_start < now() - make_interval(days => $1) LIMIT $2)`,
  // Sent mail and mail given up on; pending mail is never removed.
  sentMail: `DELETE FROM mail_outbox WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE sent_at < now() - make_interval(days => $1) OR failed_at < now() - make_interval(days => $1)
      LIMIT $2)`,
  // Students' recordings (issue 33), from when they were recorded, whatever their grade: the
  // score and the teacher's comment stay with the answer.
  recordings: `DELETE FROM recordings WHERE id IN (
      SELECT id FROM recordings WHERE created_at < now() - make_interval(days => $1) LIMIT $2)`,
};

export type RetentionKind = keyof typeof purges;

export async function purgeBatch(
  tx: Queryable,
  kind: RetentionKind,
  days: number,
  batch: number,
): Promise<number> {
  const rows = await tx.query(`${purges[kind]} RETURNING 1`, [days, batch]);
  return rows.length;
}
