import type { Engine } from '@lingua/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { createPeriodicJob, type PeriodicJob } from '../shared/periodicJob';
import { abandonedSittings, claimSittingToClose, findAssignment } from './queries';
import { ATTEMPT_GRACE_SECONDS } from './rules';
import { closeSitting } from './sittings';

const BATCH_SIZE = 20;
/**
 * How long an instance keeps a sitting it closes: longer than a model grading a template
 * (each answer one call of at most a minute, retried once); a crashed instance's sitting is
 * closed by another after it.
 */
const CLAIM_SECONDS = 15 * 60;

/** `runOnce` closes and grades every sitting left open past its deadline and grace: how many. */
export type SittingCloser = PeriodicJob<number>;

/**
 * Closes what the browser left (a closed laptop, a flat battery): each sitting past its deadline
 * and grace is graded from its saved answers and finished at its deadline, so the student gets a
 * score and the room's analytics count the sitting. Safe with several instances: a sitting is
 * claimed for a while (`close_claimed_until`) before the model grades it, outside any
 * transaction, and one already finished is skipped.
 */
export function createSittingCloser(
  db: Db,
  engine: Engine,
  log: FastifyBaseLogger,
  intervalMs: number,
): SittingCloser {
  async function closeOne(id: string): Promise<boolean> {
    const sitting = await claimSittingToClose(db, id, CLAIM_SECONDS);
    if (!sitting) return false;
    const assignment = await findAssignment(db, sitting.assignment_id);
    return closeSitting(db, engine, sitting, assignment.template_id, sitting.deadline, false);
  }

  async function runBatches(): Promise<number> {
    let closed = 0;
    for (;;) {
      const due = await abandonedSittings(db, ATTEMPT_GRACE_SECONDS, BATCH_SIZE);
      let closedNow = 0;
      for (const sitting of due) {
        try {
          if (await closeOne(sitting.id)) closedNow += 1;
        } catch (error) {
          log.error({ err: error, attemptId: sitting.id }, 'closing a sitting failed');
        }
      }
      closed += closedNow;
      // Stop when a batch made no progress (the rest is taken by another instance or failing).
      if (due.length < BATCH_SIZE || closedNow === 0) return closed;
    }
  }

  return createPeriodicJob({ name: 'sitting close job', intervalMs, log, work: runBatches });
}
