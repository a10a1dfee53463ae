import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app';
import { loadConfig } from './config';
import { startSmtpSink } from './test/smtpSink';
import { openTestDb, type TestDb } from './test/testDb';

let testDb: TestDb;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const apps: App[] = [];
const urls: string[] = [];

beforeAll(async () => {
  testDb = await openTestDb();
  sink = await startSmtpSink();
  const config = {
    ...loadConfig({}),
    dataDir: undefined,
    appUrl: 'http://lingua.test',
    webDist: '/nonexistent',
    smtpUrl: sink.url,
  };
  for (const db of [testDb.db, testDb.connectAgain()]) {
    const app = await buildApp(config, { db, logStream: new PassThrough().resume() });
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    apps.push(app);
    urls.push(`http://127.0.0.1:${address.port}/api`);
  }
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.close();
  await sink.close();
  await testDb.drop();
});

const post = (instance: number, path: string, body: unknown, token?: string) =>
  fetch(`${urls[instance]}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe('two server instances on one database', () => {
  it('share accounts, access tokens and refresh-token rotation', async () => {
    const credentials = { email: 'shared@example.com', password: 'Secret123' };
    expect((await post(0, '/auth/signup', credentials)).status).toBe(201);
    const login = (await (await post(1, '/auth/login', credentials)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const me = await fetch(`${urls[0]}/users/me`, {
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    expect(me.status).toBe(200);

    const refresh = (instance: number, token: string) =>
      post(instance, '/auth/token?grant_type=refresh_token', { refresh_token: token });
    const rotated = await refresh(0, login.refresh_token);
    expect(rotated.status).toBe(200);
    // The token rotated on instance 0 is spent on instance 1 too (once its few seconds of
    // grace for a concurrent tab are over), and replaying it ends the session.
    await apps[0]?.db.query(
      "UPDATE refresh_tokens SET rotated_at = now() - interval '1 minute' WHERE rotated_at IS NOT NULL",
    );
    expect((await refresh(1, login.refresh_token)).status).toBe(401);
    const { refresh_token: next } = (await rotated.json()) as { refresh_token: string };
    expect((await refresh(1, next)).status).toBe(401);
  });

  it('deliver each queued mail exactly once while both run mail workers', async () => {
    const emails = ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'];
    await Promise.all(
      emails.map((email, index) =>
        post(index % 2, '/auth/signup', { email, password: 'Secret123' }),
      ),
    );
    await expect
      .poll(() => sink.received.filter((mail) => emails.includes(mail.to[0] ?? '')).length, {
        timeout: 15_000,
      })
      .toBe(4);
    await Promise.all(apps.map((app) => app.mailWorker.runOnce()));
    const delivered = sink.received.filter((mail) => emails.includes(mail.to[0] ?? ''));
    expect(delivered.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
    expect(delivered[0]?.raw).toContain('http://lingua.test/verify-email#token=');
  });
});
