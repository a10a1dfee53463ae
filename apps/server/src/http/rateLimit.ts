import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import type { RateLimitRule } from '../deps';
import { HttpError } from './errors';
import { countHit, secondsUntilWindowEnds } from './queries';

const tooMany = (retryAfter: number) =>
  new HttpError(429, serverMessage('error.tooManyRequests'), undefined, {
    'retry-after': String(retryAfter),
  });

/**
 * Counts one hit for `key` in a fixed window kept in PostgreSQL (shared by every instance)
 * and answers 429 with Retry-After once the window holds more than `max` hits.
 */
export async function hitRateLimit(db: Queryable, key: string, rule: RateLimitRule): Promise<void> {
  const row = await countHit(db, key, rule.windowSeconds);
  if (row && row.hits > rule.max) throw tooMany(row.retry_after);
}

/** Checks without counting (used for failure-only limits before the attempt). */
export async function assertUnderRateLimit(
  db: Queryable,
  key: string,
  rule: RateLimitRule,
): Promise<void> {
  const retryAfter = await secondsUntilWindowEnds(db, key, rule.windowSeconds, rule.max);
  if (retryAfter !== undefined) throw tooMany(retryAfter);
}
