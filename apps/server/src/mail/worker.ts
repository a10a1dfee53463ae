import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { createPeriodicJob, type PeriodicJob } from '../shared/periodicJob';
import { withoutTokens } from './messages';
import { type ClaimedMail, claimDueMails, markFailed, markSent } from './queries';
import type { SendMail } from './transport';

const BATCH_SIZE = 10;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;
const POLL_MS = 2_000;

/** Sends what is due; `runOnce` resolves with how many mails went out, `wake` after a mail is queued. */
export type MailWorker = PeriodicJob<number>;

/**
 * Delivers the outbox. Rows are claimed with a lease under `FOR UPDATE SKIP LOCKED`, so
 * several instances share the work without sending a mail twice; a crashed instance's lease
 * expires and another one retries. Failures back off exponentially up to MAX_ATTEMPTS.
 */
export function createMailWorker(db: Db, send: SendMail, log: FastifyBaseLogger): MailWorker {
  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await send({ to: mail.to_address, subject: mail.subject, text: mail.body_text });
      // A sent mail's one-time links are of no further use to anyone but a thief.
      await markSent(db, mail.id, withoutTokens(mail.body_text));
      return true;
    } catch (error) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      log.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, giveUp },
        'mail delivery failed',
      );
      await markFailed(db, {
        id: mail.id,
        error: String(error).slice(0, 500),
        retryInSeconds: 2 ** mail.attempts * 5,
        giveUp,
        keptText: withoutTokens(mail.body_text),
      });
      return false;
    }
  }

  async function runBatch(): Promise<number> {
    let sent = 0;
    for (const mail of await claimDueMails(db, BATCH_SIZE, LEASE_SECONDS))
      if (await deliver(mail)) sent += 1;
    return sent;
  }

  return createPeriodicJob({ name: 'mail worker run', intervalMs: POLL_MS, log, work: runBatch });
}
