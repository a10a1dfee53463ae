import type { Engine } from '@lingua/content';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { createPeriodicJob, type PeriodicJob } from '../shared/periodicJob';
import { abandonedSittings, claimOpenSitting, findAssignment, lockHolder } from './queries';
import { ATTEMPT_GRACE_SECONDS } from './rules';
import { closeSitting } from './sittings';

const BATCH_SIZE = 20;

/** `runOnce` closes and grades every sitting left open past its deadline and grace: how many. */
export type SittingCloser = PeriodicJob<number>;

/**
 * Closes what the browser left (a closed laptop, a flat battery): each sitting past its deadline
 * and grace is graded from its saved answers and finished at its deadline, so the student gets a
 * score and the room's analytics count the sitting. Safe with several instances: a sitting is
 * claimed with `FOR UPDATE SKIP LOCKED` inside its own transaction, after the student's lock that
 * the routes take first, and one already finished is skipped.
 */
export function createSittingCloser(
  db: Db,
  engine: Engine,
  log: FastifyBaseLogger,
  intervalMs: number,
): SittingCloser {
  async function closeOne(id: string, assignmentId: string, userId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      await lockHolder(tx, assignmentId, userId);
      const open = await claimOpenSitting(tx, id);
      if (!open) return false;
      const assignment = await findAssignment(tx, assignmentId);
      const sitting = { ...open, assignment_id: assignmentId, user_id: userId };
      return closeSitting(tx, engine, sitting, assignment.template_id, open.deadline, false);
    });
  }

  async function runBatches(): Promise<number> {
    let closed = 0;
    for (;;) {
      const due = await abandonedSittings(db, ATTEMPT_GRACE_SECONDS, BATCH_SIZE);
      let closedNow = 0;
      for (const sitting of due) {
        try {
          if (await closeOne(sitting.id, sitting.assignment_id, sitting.user_id)) closedNow += 1;
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
