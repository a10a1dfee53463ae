import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import { withoutTokens } from './messages';
import { type ClaimedMail, claimDueMails, markFailed, markSent } from './queries';
import type { SendMail } from './transport';

const BATCH_SIZE = 10;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;
const POLL_MS = 2_000;

export interface MailWorker {
  /** Sends what is due now; resolves when the batch is done. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (a mail was just queued). */
  wake(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the outbox. Rows are claimed with a lease under `FOR UPDATE SKIP LOCKED`, so
 * several instances share the work without sending a mail twice; a crashed instance's lease
 * expires and another one retries. Failures back off exponentially up to MAX_ATTEMPTS.
 */
export function createMailWorker(db: Db, send: SendMail, log: FastifyBaseLogger): MailWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

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

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      worker
        .runOnce()
        .catch((error) => log.error({ err: error }, 'mail worker run failed'))
        .finally(() => schedule(POLL_MS));
    }, delay);
    timer.unref();
  }

  const worker: MailWorker = {
    runOnce() {
      running ??= runBatch().finally(() => {
        running = undefined;
      });
      return running;
    },
    wake: () => schedule(0),
    start() {
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
  return worker;
}
