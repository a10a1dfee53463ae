import type { Queryable } from '../db/db';
import { insertMails, recentMailCounts } from './queries';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * The most mails of one kind one address receives in 24 hours. Above each lies only abuse (a
 * classmate requesting links, a stranger inviting or notifying a child again and again); the
 * callers' own limits (per account, per address) are tighter for everyday use.
 */
export const mailCaps = {
  verification: 10,
  reset: 10,
  emailChange: 5,
  emailTaken: 5,
  signupAttempt: 5,
  locked: 24,
  invitation: 20,
  assignment: 50,
} as const;

export type MailKind = keyof typeof mailCaps;

export interface QueuedMail extends OutgoingMail {
  kind: MailKind;
}

export interface MailQueue {
  /**
   * Stores the mail in the outbox (inside the caller's transaction when given one); a mail over
   * its recipient's cap for its kind is dropped and logged, the caller's answer unchanged (it
   * must not tell whether an address is being flooded).
   */
  enqueue(db: Queryable, mails: QueuedMail | readonly QueuedMail[]): Promise<void>;
}

/** An address under the reserved `.invalid` top-level domain, which no mail can reach. */
export const isUndeliverable = (address: string) => /\.invalid$/i.test(address.trim());

const capKey = (to: string, kind: MailKind) => `${to.toLowerCase()} ${kind}`;

/**
 * `onQueued` wakes the local worker so mail leaves without waiting for the next poll; `onCapped`
 * hears of each mail dropped. Two requests at the same moment may each pass the count: the cap
 * is a ceiling against floods, not an exact figure.
 */
export function createMailQueue(
  onQueued: () => void,
  onCapped: (mail: QueuedMail) => void = () => {},
): MailQueue {
  return {
    async enqueue(db, mails) {
      // `.invalid` (RFC 2606) never resolves: class accounts' placeholders are never mailed.
      const given: readonly QueuedMail[] = Array.isArray(mails) ? mails : [mails];
      const list = given.filter((mail) => !isUndeliverable(mail.to));
      if (list.length === 0) return;
      const sent = new Map(
        (await recentMailCounts(db, list)).map((row) => [capKey(row.to, row.kind), row.n]),
      );
      const within = list.filter((mail) => {
        const key = capKey(mail.to, mail.kind);
        const count = sent.get(key) ?? 0;
        if (count >= mailCaps[mail.kind]) {
          onCapped(mail);
          return false;
        }
        sent.set(key, count + 1);
        return true;
      });
      if (within.length === 0) return;
      await insertMails(db, within);
      onQueued();
    },
  };
}
