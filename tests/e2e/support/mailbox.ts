import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredMail } from './smtpSink';

export interface MailQuery {
  to: string;
  /** Exact subject, or a pattern it must match. */
  subject?: string | RegExp;
  /** How long to wait for it (ms). */
  timeout?: number;
}

export interface Mailbox {
  /** The first mail that matches, once the sink has received it; fails after the timeout. */
  waitForMail(query: MailQuery): Promise<StoredMail>;
  /** Every mail received so far to `to`, oldest first. */
  mailsTo(to: string): Promise<StoredMail[]>;
}

const pollInterval = 200;
/** The mail worker sends right after a request; a few seconds covers a busy 2-core machine. */
const defaultTimeout = 15_000;

/** Reads the folder the SMTP sink writes to (see smtpSink.ts). */
export function createMailbox(mailDir: string): Mailbox {
  async function readAll(): Promise<StoredMail[]> {
    // File names start with the arrival time, so sorting them keeps arrival order.
    const names = (await readdir(mailDir)).filter((name) => name.endsWith('.json')).sort();
    return Promise.all(
      names.map(async (name) => JSON.parse(await readFile(join(mailDir, name), 'utf8'))),
    );
  }

  async function mailsTo(to: string): Promise<StoredMail[]> {
    const address = to.toLowerCase();
    return (await readAll()).filter((mail) => mail.to.includes(address));
  }

  return {
    mailsTo,
    async waitForMail({ to, subject, timeout = defaultTimeout }) {
      const deadline = Date.now() + timeout;
      for (;;) {
        const received = await mailsTo(to);
        const match = received.find((mail) => subjectMatches(mail.subject, subject));
        if (match) return match;
        if (Date.now() >= deadline) {
          const seen = received.map((mail) => `"${mail.subject}"`).join(', ') || 'none';
          throw new Error(
            `No mail to ${to}${subject ? ` with subject ${String(subject)}` : ''} within ${timeout} ms (mails to that address: ${seen}).`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, pollInterval));
      }
    },
  };
}

function subjectMatches(actual: string, expected: string | RegExp | undefined): boolean {
  if (expected === undefined) return true;
  return typeof expected === 'string' ? actual === expected : expected.test(actual);
}

/** The one-time token a mail's link carries (in its #fragment, or in ?token= for old links). */
export function tokenOf(link: URL): string {
  const token =
    new URLSearchParams(link.hash.slice(1)).get('token') ?? link.searchParams.get('token');
  if (!token) throw new Error(`The link ${link.pathname} carries no token`);
  return token;
}

/**
 * The first link in the mail's text whose path is `path` (e.g. "/reset-password"), as an
 * absolute URL; fails when the mail has none.
 */
export function linkIn(mail: StoredMail, path: string): URL {
  for (const candidate of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const url = new URL(candidate);
    if (url.pathname === path) return url;
  }
  throw new Error(`The mail "${mail.subject}" has no link to ${path}:\n${mail.text}`);
}
