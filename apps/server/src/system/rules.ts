import type { Queryable } from '../db/db';
import { isDatabaseUnavailable } from '../db/unavailable';
import { appliedVersion } from './queries';

/** What readiness depends on besides the database; one per app. */
export interface Lifecycle {
  /** Set on SIGTERM: the load balancer should stop sending requests here. */
  draining: boolean;
  /** The newest migration this server was built with. */
  expectedVersion: number;
}

/**
 * Why this instance should not get traffic now, or undefined when it should: it is draining,
 * the database does not answer, or the schema is older than the code (migrations pending).
 * A newer schema is fine: during a rolling deployment the new release migrates first.
 */
export async function notReadyReason(
  db: Queryable,
  lifecycle: Lifecycle,
): Promise<string | undefined> {
  if (lifecycle.draining) return 'This instance is shutting down';
  let version: number;
  try {
    version = await appliedVersion(db);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'The database is not available';
    throw error;
  }
  if (version < lifecycle.expectedVersion)
    return `The database schema is at migration ${version}, this server needs ${lifecycle.expectedVersion}: run pnpm db:migrate`;
  return undefined;
}
