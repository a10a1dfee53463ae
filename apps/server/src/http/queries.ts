import type { Queryable } from '../db/db';

/**
 * Counts one hit for `key` in its fixed window (a new window once `windowSeconds` passed) and
 * returns the hits in the window and the seconds until it ends.
 */
export async function countHit(
  db: Queryable,
  key: string,
  windowSeconds: number,
): Promise<{ hits: number; retry_after: number } | undefined> {
  const [row] = await db.query<{ hits: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
       window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN now() ELSE r.window_start END
     RETURNING hits,
       greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after`,
    [key, windowSeconds],
  );
  return row;
}

/** The seconds until `key`'s window ends if it already holds `max` hits, else undefined. */
export async function secondsUntilWindowEnds(
  db: Queryable,
  key: string,
  windowSeconds: number,
  max: number,
): Promise<number | undefined> {
  const [row] = await db.query<{ retry_after: number }>(
    `SELECT greatest(1, ceil(extract(epoch FROM (window_start + make_interval(secs => $2) - now()))))::int AS retry_after
     FROM rate_limits WHERE key = $1 AND hits >= $3 AND window_start > now() - make_interval(secs => $2)`,
    [key, windowSeconds, max],
  );
  return row?.retry_after;
}

/** Ends `key`'s window (a password reset ends the account's failure window). */
export async function clearRateLimit(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}
