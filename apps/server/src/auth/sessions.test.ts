import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../test/mailbox';
import { startSmtpSink } from '../test/smtpSink';
import { useTestServer } from '../test/testServer';
import { createUser, type TestUser } from '../test/users';
import { REFRESH_GRACE_SECONDS } from './refreshTokens';

const sink = await startSmtpSink();
const server = useTestServer({
  config: { smtpUrl: sink.url },
  limits: { resetPasswordPerIp: { max: 5, windowSeconds: 600 } },
});
afterAll(() => sink.close());

const refresh = (token: string) =>
  server.call('post', '/auth/token', {
    query: { grant_type: 'refresh_token' },
    body: { refresh_token: token },
  });
const resetLink = async (email: string) => {
  await server.call('post', '/auth/forgot-password', { body: { email } });
  return (await latestMail(server.db, email, 'reset-password')).token ?? '';
};

let user: TestUser;
beforeAll(async () => {
  user = await createUser(server, 'student');
});

describe('a password reset', () => {
  it('ends every session and every older reset link', async () => {
    const older = await resetLink(user.email);
    const newer = await resetLink(user.email);
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token: newer, new_password: 'NewSecret9' },
    });
    expect(reset.status).toBe(200);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    const stale = await server.call('post', '/auth/reset-password', {
      body: { token: older, new_password: 'Another99' },
    });
    expect(stale.status).toBe(400);
    user.password = 'NewSecret9';
  });

  it('is limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const guess = await server.call('post', '/auth/reset-password', {
        body: { token: `guess-${i}`, new_password: 'NewSecret9' },
      });
      statuses.push(guess.status);
    }
    // The reset above already counted two attempts from this address.
    expect(statuses).toEqual([400, 400, 400, 429, 429, 429]);
  });
});

describe('sessions', () => {
  const logIn = async (who: TestUser) =>
    (
      await server.call('post', '/auth/login', {
        body: { email: who.email, password: who.password },
      })
    ).body;

  it('lets two tabs refresh with the same token at once, both staying signed in', async () => {
    const session = await logIn(user);
    const [one, two] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect((await refresh(one.body.refresh_token)).status).toBe(200);
    expect((await refresh(two.body.refresh_token)).status).toBe(200);
    expect(REFRESH_GRACE_SECONDS).toBeLessThanOrEqual(10);
  });

  it('ends a session 30 days after its login however often it is refreshed', async () => {
    const session = await logIn(user);
    const [first] = await server.db.query<{ expires_at: Date }>(
      'SELECT expires_at FROM refresh_tokens ORDER BY created_at DESC LIMIT 1',
    );
    const rotated = await refresh(session.refresh_token);
    const [second] = await server.db.query<{ expires_at: Date; days: number }>(
      `SELECT expires_at, extract(epoch FROM expires_at - now()) / 86400 AS days
       FROM refresh_tokens ORDER BY created_at DESC LIMIT 1`,
    );
    expect(second?.expires_at).toEqual(first?.expires_at);
    expect(Math.round(second?.days ?? 0)).toBe(30);
    await server.db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second'");
    expect((await refresh(rotated.body.refresh_token)).status).toBe(401);
  });

  it('ends the other sessions when the e-mail address changes, keeping this one', async () => {
    const here = await logIn(user);
    const elsewhere = await logIn(user);
    const email = `renamed-${Date.now()}@example.com`;
    const changed = await server.call('patch', '/users/update-profile', {
      token: here.access_token,
      body: {
        username: 'renamed',
        first_name: 'Re',
        last_name: 'Named',
        country: 'Germany',
        phone_number: '+49 123456789',
        email,
        role: 'student',
        current_password: user.password,
      },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(elsewhere.refresh_token)).status).toBe(401);
    expect((await refresh(here.refresh_token)).status).toBe(200);
  });
});

describe('one-time tokens', () => {
  it('appear in no log line and no table once their mail is sent', async () => {
    const learner = await createUser(server, 'student');
    const reset = await resetLink(learner.email);
    const verify = (await latestMail(server.db, learner.email, 'verify-email')).token ?? '';
    expect(verify).not.toBe('');
    // Someone opens an old-style link: the page request carries the token in its query.
    await fetch(`${server.url}/reset-password?token=${reset}`);
    await server.app.mailWorker.runOnce();
    const sent = sink.received.filter((mail) => mail.to.includes(learner.email));
    expect(sent.map((mail) => /Subject: (.*)/.exec(mail.raw)?.[1]).sort()).toEqual([
      'Reset your Lingua password',
      'Verify your Lingua e-mail address',
    ]);

    const tables = await server.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name } of tables) {
      const rows = await server.db.query(`SELECT * FROM "${table_name}"`);
      const text = JSON.stringify(rows);
      expect(text, table_name).not.toContain(reset);
      expect(text, table_name).not.toContain(verify);
    }
    const logs = JSON.stringify(server.logs);
    expect(logs).not.toContain(reset);
    expect(logs).not.toContain(verify);
    expect(logs).toContain('/reset-password?token=[redacted]');
  });
});
