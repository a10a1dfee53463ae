import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/db';
import { migrate, readMigrations } from '../db/migrate';
import { startSmtpSink } from '../test/smtpSink';
import { openTestDb } from '../test/testDb';
import { createMailQueue, type QueuedMail } from './outbox';
import { createTransport } from './transport';
import { createMailWorker } from './worker';

let db: Db;
let drop: () => Promise<void>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const silent = pino({ level: 'silent' });
const queue = createMailQueue(() => {});

beforeAll(async () => {
  ({ db, drop } = await openTestDb());
  await migrate(db, await readMigrations());
  sink = await startSmtpSink();
}, 60_000);

afterAll(async () => {
  await sink.close();
  await drop();
});

const pending = async () =>
  (
    await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL',
    )
  )[0]?.n;

describe('the mail outbox', () => {
  it('delivers each queued mail exactly once over SMTP, even with two workers', async () => {
    await queue.enqueue(db, [
      {
        kind: 'verification',
        to: 'a@example.com',
        subject: 'One',
        text: 'Open http://lingua.test/x?token=1',
      },
      { kind: 'assignment', to: 'b@example.com', subject: 'Two', text: 'Second' },
      { kind: 'assignment', to: 'c@example.com', subject: 'Three', text: 'Third' },
    ]);
    const send = createTransport(sink.url, 'Lingua <no-reply@lingua.test>', silent);
    const first = createMailWorker(db, send, silent);
    const second = createMailWorker(db, send, silent);
    const sent = await Promise.all([first.runOnce(), second.runOnce()]);
    expect(sent[0] + sent[1]).toBe(3);
    expect(sink.received.map((mail) => mail.to[0]).sort()).toEqual([
      'a@example.com',
      'b@example.com',
      'c@example.com',
    ]);
    expect(sink.received.find((mail) => mail.to[0] === 'a@example.com')?.raw).toContain(
      'http://lingua.test/x?token=1',
    );
    expect(await first.runOnce()).toBe(0);
    expect(await pending()).toBe(0);
  });

  it('retries a failed delivery later instead of losing it', async () => {
    await queue.enqueue(db, {
      kind: 'assignment',
      to: 'retry@example.com',
      subject: 'Retry',
      text: 'Hello',
    });
    const flaky = vi
      .fn()
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockResolvedValue(undefined);
    const worker = createMailWorker(db, flaky, silent);
    expect(await worker.runOnce()).toBe(0);
    const [row] = await db.query<{ attempts: number; later: boolean; last_error: string }>(
      `SELECT attempts, next_attempt_at > now() AS later, last_error FROM mail_outbox WHERE to_address = 'retry@example.com'`,
    );
    expect(row).toMatchObject({
      attempts: 1,
      later: true,
      last_error: 'Error: connection refused',
    });
    expect(await worker.runOnce()).toBe(0);
    await db.query(
      `UPDATE mail_outbox SET next_attempt_at = now() WHERE to_address = 'retry@example.com'`,
    );
    expect(await worker.runOnce()).toBe(1);
    expect(flaky).toHaveBeenCalledTimes(2);
  });

  it('stops mail of one kind to one address at its daily cap, whoever sends it, and only that', async () => {
    const capped: QueuedMail[] = [];
    const guarded = createMailQueue(
      () => {},
      (mail) => capped.push(mail),
    );
    const invitation = (to: string): QueuedMail => ({
      kind: 'invitation',
      to,
      subject: 'Join my room',
      text: 'Hello',
    });
    const stored = async (to: string) =>
      (
        await db.query<{ kind: string; n: number }>(
          `SELECT kind, count(*)::int AS n FROM mail_outbox WHERE lower(to_address) = $1
           GROUP BY kind ORDER BY kind`,
          [to],
        )
      ).map(({ kind, n }) => `${kind} ${n}`);

    // Fifteen at once, then ten more from "another teacher" spelling the address differently.
    await guarded.enqueue(
      db,
      Array.from({ length: 15 }, () => invitation('child@example.com')),
    );
    await guarded.enqueue(
      db,
      Array.from({ length: 10 }, () => invitation('Child@Example.com')),
    );
    await guarded.enqueue(db, { ...invitation('child@example.com'), kind: 'reset' });
    await guarded.enqueue(db, invitation('classmate@example.com'));

    expect(await stored('child@example.com')).toEqual(['invitation 20', 'reset 1']);
    expect(await stored('classmate@example.com')).toEqual(['invitation 1']);
    expect(capped).toHaveLength(5);
  });

  it('writes the mail text, links included, to the log when no SMTP server is configured', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await createTransport(
      undefined,
      'Lingua',
      log,
    )({
      to: 'log@example.com',
      subject: 'Reset',
      text: 'http://lingua.test/reset-password?token=abc',
    });
    expect(lines.join('')).toContain('http://lingua.test/reset-password?token=abc');
  });
});
