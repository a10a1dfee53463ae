import type { Queryable } from '../db/db';
import type { MailKind, QueuedMail } from './outbox';

export interface ClaimedMail {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  attempts: number;
}

export async function insertMails(db: Queryable, mails: readonly QueuedMail[]) {
  await db.query(
    `INSERT INTO mail_outbox (to_address, subject, body_text, kind)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
    [
      mails.map((m) => m.to),
      mails.map((m) => m.subject),
      mails.map((m) => m.text),
      mails.map((m) => m.kind),
    ],
  );
}

/** How many mails of each of these kinds each of these addresses was queued in 24 hours. */
export function recentMailCounts(
  db: Queryable,
  mails: readonly QueuedMail[],
): Promise<{ to: string; kind: MailKind; n: number }[]> {
  return db.query(
    `SELECT lower(to_address) AS "to", kind, count(*)::int AS n FROM mail_outbox
     WHERE lower(to_address) = ANY($1::text[]) AND kind = ANY($2::text[])
       AND created_at > now() - interval '24 hours'
     GROUP BY 1, 2`,
    [[...new Set(mails.map((m) => m.to.toLowerCase()))], [...new Set(mails.map((m) => m.kind))]],
  );
}

/** Leases up to `limit` due mails to this worker (others skip them). */
export function claimDueMails(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMail[]> {
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
    [limit, leaseSeconds],
  );
}

/** Marks the mail sent and keeps its text without the secrets it carried. */
export async function markSent(db: Queryable, id: string, keptText: string) {
  await db.query(
    'UPDATE mail_outbox SET sent_at = now(), locked_until = NULL, body_text = $2 WHERE id = $1',
    [id, keptText],
  );
}

export async function markFailed(
  db: Queryable,
  failure: { id: string; error: string; retryInSeconds: number; giveUp: boolean; keptText: string },
) {
  await db.query(
    `UPDATE mail_outbox SET locked_until = NULL, last_error = $2,
       next_attempt_at = now() + make_interval(secs => $3),
       failed_at = CASE WHEN $4 THEN now() END,
       body_text = CASE WHEN $4 THEN $5 ELSE body_text END
     WHERE id = $1`,
    [failure.id, failure.error, failure.retryInSeconds, failure.giveUp, failure.keptText],
  );
}
