import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db';
import type { SendMail } from './transport';

const BATCH_SIZE = 10;
const LEASE_SECONDS = 60;
const MAX_ATTEMPTS = 8;
const POLL_MS = 2_000;

interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  attempts: number;
}

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

  async function claim(): Promise<ClaimedMail[]> {
    return db.query<ClaimedMail>(
      `UPDATE mail_outbox SET locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
       WHERE id IN (
         SELECT id FROM mail_outbox
         WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
       RETURNING id, to_address, subject, body_text, attempts`,
      [BATCH_SIZE, LEASE_SECONDS],
    );
  }

  async function deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await send({ to: mail.to_address, subject: mail.subject, text: mail.body_text });
      await db.query('UPDATE mail_outbox SET sent_at = now(), locked_until = NULL WHERE id = $1', [
        mail.id,
      ]);
      return true;
    } catch (error) {
      const giveUp = mail.attempts >= MAX_ATTEMPTS;
      log.warn(
        { err: error, mailId: mail.id, attempts: mail.attempts, giveUp },
        'mail delivery failed',
      );
      await db.query(
        `UPDATE mail_outbox SET locked_until = NULL, last_error = $2,
           next_attempt_at = now() + make_interval(secs => $3),
           failed_at = CASE WHEN $4 THEN now() END
         WHERE id = $1`,
        [mail.id, String(error).slice(0, 500), 2 ** mail.attempts * 5, giveUp],
      );
      return false;
    }
  }

  async function runBatch(): Promise<number> {
    let sent = 0;
    for (const mail of await claim()) if (await deliver(mail)) sent += 1;
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
