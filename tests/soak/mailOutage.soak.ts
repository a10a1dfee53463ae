import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latestMail, openPgliteDb, type ReceivedMail, startSmtpSink } from '@lingua/server/testing';
import { afterAll, describe, expect, it } from 'vitest';
import {
  api,
  freePort,
  logIn,
  type ServerProcess,
  signUpUser,
  startServerProcess,
} from './serverProcess';

/** The first worker pass after a failure waits 10 s (5 s x 2^attempts); this covers several. */
const DELIVERY_DEADLINE_MS = 90_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function waitFor(what: string, done: () => boolean) {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what} within ${DELIVERY_DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The outbox mails whose delivery the servers logged as failed, each counted once. */
function failedMails(...servers: ServerProcess[]): number {
  const ids = servers.flatMap((server) =>
    server
      .log()
      .split('\n')
      .filter((line) => line.includes('"mail delivery failed"'))
      .map((line) => JSON.parse(line).mailId as string),
  );
  return new Set(ids).size;
}

/** "recipient: subject", with the header unfolded as a mail client would show it. */
function received(mail: ReceivedMail): string {
  const headers = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return `${mail.to.join(',')}: ${/^Subject: (.*)$/im.exec(headers)?.[1]}`;
}

/**
 * The token of the verification link mailed to each address, read from the outbox while no
 * server has the embedded database open: the mail never left, and the address counts only once
 * its link is opened.
 */
async function verificationTokens(dataDir: string, emails: string[]): Promise<string[]> {
  const db = await openPgliteDb(dataDir);
  try {
    const mails = await Promise.all(emails.map((email) => latestMail(db, email, 'verify-email')));
    return mails.map((mail, i) => {
      if (!mail.token) throw new Error(`no verification link for ${emails[i]}`);
      return mail.token;
    });
  } finally {
    await db.close();
  }
}

/** The outbox as the database holds it, read while no server has the embedded database open. */
async function readOutbox(dataDir: string) {
  const db = await openPgliteDb(dataDir);
  try {
    return await db.query<{ mail: string; attempts: number; sent: boolean }>(
      `SELECT to_address || ': ' || subject AS mail, attempts, sent_at IS NOT NULL AS sent
       FROM mail_outbox ORDER BY 1`,
    );
  } finally {
    await db.close();
  }
}

describe('an SMTP server that is down, then up, across a restart of the app', () => {
  it('delivers every mail queued during the outage exactly once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingua-soak-mail-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const smtpPort = await freePort();
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_WORKER: 'true',
    };

    // Nothing listens on the SMTP port yet: sign-ups, room invitations and a reset request.
    // Inviting pupils needs a teacher and pupils whose addresses are proven, so the app is
    // stopped once to read the (undelivered) verification links, then started again.
    const first = await startServerProcess(env);
    cleanups.push(() => first.stop());
    const teacher = await signUpUser(first.url, 'teacher');
    const students = [await signUpUser(first.url), await signUpUser(first.url)];
    const accounts = [teacher, ...students];
    await waitFor('failed verification mails', () => failedMails(first) >= accounts.length);
    await first.stop();
    const tokens = await verificationTokens(
      dataDir,
      accounts.map((account) => account.email),
    );

    const second = await startServerProcess(env);
    cleanups.push(() => second.stop());
    for (const token of tokens)
      expect(
        (await api(second.url, 'POST', '/auth/verify-email', { body: { token } })).status,
      ).toBe(200);
    // Logging in again: a fresh session on the restarted app.
    const sessions = await Promise.all(accounts.map((account) => logIn(second.url, account.email)));
    const [teacherToken, ...studentTokens] = sessions;
    const room = await api(second.url, 'POST', '/rooms/create_room', {
      token: teacherToken,
      body: {
        room_name: 'Soak room',
        room_lang: 'German',
        room_level: 'A2',
        list_users: students.map((student) => student.id),
      },
    });
    expect(room.status).toBe(201);
    // Each pupil accepts their invitation, as the app requires before they are in the room.
    for (const token of studentTokens) {
      const accepted = await api(second.url, 'POST', `/rooms/invitations/${room.body.id}/accept`, {
        token,
      });
      expect(accepted.status).toBe(200);
    }
    const members = await api(second.url, 'GET', `/rooms/get_users/${room.body.id}`, {
      token: teacherToken,
    });
    expect(members.body).toHaveLength(students.length);
    const reset = await api(second.url, 'POST', '/auth/forgot-password', {
      body: { email: students[0]?.email },
    });
    expect(reset.status).toBeLessThan(300);
    // 3 verification mails, 2 invitations, 1 reset link, each tried at least once and refused.
    const queued = 6;
    await waitFor('failed deliveries', () => failedMails(first, second) >= queued);
    await second.stop();

    const outbox = await readOutbox(dataDir);
    expect(outbox).toHaveLength(queued);
    expect(outbox.filter((row) => row.sent || row.attempts < 1)).toEqual([]);

    // The SMTP server comes up on the same port, then the app starts again.
    const sink = await startSmtpSink(smtpPort);
    cleanups.push(() => sink.close());
    const third = await startServerProcess(env);
    cleanups.push(() => third.stop());
    await waitFor('all queued mails delivered', () => sink.received.length >= queued);
    await third.stop();

    // Each queued mail arrived once, and each is marked sent, so no later run sends it again.
    expect(sink.received.map(received).sort()).toEqual(outbox.map((row) => row.mail));
    const after = await readOutbox(dataDir);
    expect(after.filter((row) => !row.sent)).toEqual([]);
  });
});
