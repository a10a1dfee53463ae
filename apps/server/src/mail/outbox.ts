import type { Queryable } from '../db/db';
import { insertMails } from './queries';

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
      await insertMails(db, list);
      onQueued();
    },
  };
}
