import type { FastifyBaseLogger } from 'fastify';
import type { RetentionPeriods } from '../config';
import type { Db } from '../db/db';
import { createPeriodicJob, type PeriodicJob } from '../shared/periodicJob';
import { purgeBatch, type RetentionKind, tryRetentionLock } from './queries';

/** Rows deleted per statement: small enough that a transaction stays well under a second. */
const BATCH = 5_000;

export type Purged = Record<RetentionKind, number>;

/** `runOnce` purges everything due; undefined when another instance held the lock. */
export type RetentionJob = PeriodicJob<Purged | undefined>;

const daysOf = (periods: RetentionPeriods): Record<RetentionKind, number> => ({
  refreshTokens: periods.refreshTokenDays,
  oneTimeTokens: periods.oneTimeTokenDays,
  oidcSignIns: periods.oneTimeTokenDays,
  samlRequests: periods.oneTimeTokenDays,
  // Kept until their own end, no longer: a replay within it is refused.
  samlUsedAssertions: 0,
  rateLimits: periods.rateLimitDays,
  sentMail: periods.sentMailDays,
  recordings: periods.recordingDays,
});

/**
 * Deletes rows nobody needs any more (docs/security.md, "Retention"). Every instance runs the
 * job on its own timer; each batch is a transaction that first tries the advisory lock, so
 * only one instance purges at a time and the others skip their turn.
 */
export function createRetentionJob(
  db: Db,
  periods: RetentionPeriods,
  log: FastifyBaseLogger,
): RetentionJob {
  const days = daysOf(periods);

  /** One batch of every kind still due; undefined when the lock is taken. */
  function batch(due: RetentionKind[]) {
    return db.transaction(async (tx) => {
      if (!(await tryRetentionLock(tx))) return undefined;
      const counts = new Map<RetentionKind, number>();
      for (const kind of due) counts.set(kind, await purgeBatch(tx, kind, days[kind], BATCH));
      return counts;
    });
  }

  async function purge(): Promise<Purged | undefined> {
    const purged: Purged = {
      refreshTokens: 0,
      oneTimeTokens: 0,
      oidcSignIns: 0,
      samlRequests: 0,
      samlUsedAssertions: 0,
      rateLimits: 0,
      sentMail: 0,
      recordings: 0,
    };
    let due = Object.keys(purged) as RetentionKind[];
    while (due.length > 0) {
      const counts = await batch(due);
      if (!counts) return undefined;
      for (const [kind, count] of counts) purged[kind] += count;
      due = due.filter((kind) => counts.get(kind) === BATCH);
    }
    return purged;
  }

  return createPeriodicJob({
    name: 'retention run',
    intervalMs: periods.intervalMs,
    log,
    work: purge,
    onResult(purged) {
      if (purged && Object.values(purged).some((count) => count > 0))
        log.info({ purged }, 'retention: old rows deleted');
    },
  });
}
