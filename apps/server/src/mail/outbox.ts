import type { Queryable } from '../db/db';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailQueue {
  /** Stores the mail in the outbox (inside the caller's transaction when given one). */
  enqueue(db: Queryable, mails: OutgoingMail | readonly OutgoingMail[]): Promise<void>;
}

/** `onQueued` wakes the local worker so mail leaves without waiting for the next poll. */
export function createMailQueue(onQueued: () => void): MailQueue {
  return {
    async enqueue(db, mails) {
      const list = Array.isArray(mails) ? mails : [mails];
      if (list.length === 0) return;
      await db.query(
        `INSERT INTO mail_outbox (to_address, subject, body_text)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
        [list.map((m) => m.to), list.map((m) => m.subject), list.map((m) => m.text)],
      );
      onQueued();
    },
  };
}
