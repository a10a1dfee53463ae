import type { Queryable } from '../db/db';
import { countHit } from '../http/queries';

/** One day: budgets are counted in windows of 24 hours from the first call. */
export const BUDGET_WINDOW_SECONDS = 24 * 60 * 60;

/** Counts one model call against `key`'s daily window; returns the calls in it and the seconds left. */
export const countModelCall = (db: Queryable, key: string) =>
  countHit(db, key, BUDGET_WINDOW_SECONDS);
