import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { Db } from '../db/db';
import { migrate, readMigrations } from '../db/migrate';
import { openTestDb, type TestDb } from '../test/testDb';
import { createRetentionJob } from './job';

const periods = loadConfig({}).retention;
const silent = pino({ level: 'silent' });
let testDb: TestDb;
let db: Db;
let userId: string;

beforeAll(async () => {
  testDb = await openTestDb();
  db = testDb.db;
  await migrate(db, await readMigrations());
  const [user] = await db.query<{ id: string }>(
    "INSERT INTO users (email, password_hash) VALUES ('kept@example.com', 'x') RETURNING id",
  );
  userId = user?.id ?? '';
});
afterAll(() => testDb.drop());

/** `days` days ago (negative: in the future), as SQL computes it. */
const ago = (days: number) => `now() - make_interval(days => ${days})`;

async function seed() {
  const refresh = (name: string, expires: number, revoked: number | null, rotated: number | null) =>
    db.query(
      `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at, revoked_at, rotated_at)
       VALUES ($1, gen_random_uuid(), $2, ${ago(expires)}, ${revoked === null ? 'NULL' : ago(revoked)},
               ${rotated === null ? 'NULL' : ago(rotated)})`,
      [userId, name],
    );
  await refresh('refresh-live', -20, null, null);
  await refresh('refresh-rotated-live', -20, null, 1); // still detects a stolen token
  await refresh('refresh-expired-yesterday', 1, null, null);
  await refresh('refresh-expired-long-ago', 40, null, 50);
  await refresh('refresh-revoked-long-ago', -10, 20, null);

  const oneTime = (name: string, expires: number, used: number | null) =>
    db.query(
      `INSERT INTO one_time_tokens (user_id, purpose, token_hash, email, expires_at, used_at)
       VALUES ($1, 'reset_password', $2, 'kept@example.com', ${ago(expires)},
               ${used === null ? 'NULL' : ago(used)})`,
      [userId, name],
    );
  await oneTime('link-pending', -1, null);
  await oneTime('link-used-today', -1, 0);
  await oneTime('link-used-long-ago', 20, 30);
  await oneTime('link-expired-long-ago', 10, null);

  const signIn = (provider: string, expires: number) =>
    db.query(
      `INSERT INTO oidc_sign_ins (provider_id, browser_hash, expires_at) VALUES ($1, 'b', ${ago(expires)})`,
      [provider],
    );
  await signIn('sign-in-under-way', -1);
  await signIn('sign-in-expired-long-ago', 10);

  await db.query(
    `INSERT INTO saml_requests (request_id, provider_id, browser_hash, expires_at) VALUES
       ('request-awaited', 'p', 'b', ${ago(-1)}), ('request-expired-long-ago', 'p', 'b', ${ago(10)})`,
  );
  // A used assertion is kept until its own end, not a day longer: only then may it be refused.
  await db.query(
    `INSERT INTO saml_used_assertions (provider_id, assertion_id, expires_at) VALUES
       ('p', 'assertion-still-valid', now() + interval '5 minutes'),
       ('p', 'assertion-ended', now() - interval '1 minute')`,
  );

  const window = (key: string, started: number) =>
    db.query(`INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, ${ago(started)}, 3)`, [
      key,
    ]);
  await window('limit-current', 0);
  await window('limit-old', 2);

  const mail = (subject: string, state: string) =>
    db.query(
      `INSERT INTO mail_outbox (to_address, subject, body_text, created_at, sent_at, failed_at)
       VALUES ('a@example.com', $1, 'text', ${ago(60)}, ${state})`,
      [subject],
    );
  await mail('mail-sent-today', `${ago(0)}, NULL`);
  await mail('mail-sent-long-ago', `${ago(40)}, NULL`);
  await mail('mail-failed-long-ago', `NULL, ${ago(40)}`);
  await mail('mail-pending-for-ages', 'NULL, NULL');
}

async function remaining() {
  const names = async (sql: string) =>
    (await db.query<{ name: string }>(sql)).map((row) => row.name).sort();
  return {
    refresh: await names('SELECT token_hash AS name FROM refresh_tokens'),
    oneTime: await names('SELECT token_hash AS name FROM one_time_tokens'),
    limits: await names('SELECT key AS name FROM rate_limits'),
    mail: await names('SELECT subject AS name FROM mail_outbox'),
    signIns: await names('SELECT provider_id AS name FROM oidc_sign_ins'),
    saml: await names(
      'SELECT request_id AS name FROM saml_requests UNION ALL SELECT assertion_id FROM saml_used_assertions',
    ),
  };
}

describe('the retention job', () => {
  it('deletes only what its periods say is old, and nothing a user still needs', async () => {
    await seed();
    const purged = await createRetentionJob(db, periods, silent).runOnce();
    expect(purged).toEqual({
      refreshTokens: 2,
      oneTimeTokens: 2,
      oidcSignIns: 1,
      samlRequests: 1,
      samlUsedAssertions: 1,
      rateLimits: 1,
      sentMail: 2,
      recordings: 0,
    });
    expect(await remaining()).toEqual({
      refresh: ['refresh-expired-yesterday', 'refresh-live', 'refresh-rotated-live'],
      oneTime: ['link-pending', 'link-used-today'],
      limits: ['limit-current'],
      mail: ['mail-pending-for-ages', 'mail-sent-today'],
      signIns: ['sign-in-under-way'],
      saml: ['assertion-still-valid', 'request-awaited'],
    });
    // A second run finds nothing left to delete.
    expect(await createRetentionJob(db, periods, silent).runOnce()).toEqual({
      refreshTokens: 0,
      oneTimeTokens: 0,
      oidcSignIns: 0,
      samlRequests: 0,
      samlUsedAssertions: 0,
      rateLimits: 0,
      sentMail: 0,
      recordings: 0,
    });
  });

  it('follows shorter periods when configured', async () => {
    const job = createRetentionJob(
      db,
      { ...periods, refreshTokenDays: 0, sentMailDays: 0 },
      silent,
    );
    expect(await job.runOnce()).toMatchObject({ refreshTokens: 1, sentMail: 1 });
    expect((await remaining()).refresh).toEqual(['refresh-live', 'refresh-rotated-live']);
    expect((await remaining()).mail).toEqual(['mail-pending-for-ages']);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is skipped by an instance while another one holds the lock',
    async () => {
      await db.query(
        `INSERT INTO rate_limits (key, window_start, hits) VALUES ('old', ${ago(5)}, 1)`,
      );
      const other = testDb.connectAgain();
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const otherInstance = other.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(7340022)');
        locked();
        await released;
      });
      await holding;
      expect(await createRetentionJob(db, periods, silent).runOnce()).toBeUndefined();
      expect((await remaining()).limits).toContain('old');
      release();
      await otherInstance;
      expect(await createRetentionJob(db, periods, silent).runOnce()).toMatchObject({
        rateLimits: 1,
      });
    },
  );
});
