import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import type { RateLimitRule } from '../deps';
import { HttpError } from './errors';

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (shared by every instance)
 * and answers 429 with Retry-After once the window holds more than `max` hits.
 */
export async function hitRateLimit(db: Queryable, key: string, rule: RateLimitRule): Promise<void> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING hits,
       greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`,
    [key, rule.windowSeconds],
  );
  if (row && row.hits > rule.max) {
    throw new HttpError(429, serverMessage('error.tooManyRequests'), undefined, {
      'retry-after': String(row.retry_after),
    });
  }
}

/** Checks without counting (used for failure-only limits before the attempt). */
export async function assertUnderRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const [row] = await db.query<{ retry_after: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after
     FROM rate_limits WHERE key = $1 AND hits >= $3 AND window_start > now() - make_interval(secs => $2)`,
    [key, rule.windowSeconds, rule.max],
  );
  if (row) {
    throw new HttpError(429, serverMessage('error.tooManyRequests'), undefined, {
      'retry-after': String(row.retry_after),
    });
  }
}
