import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../deps';
import type { TestServer } from '../test/testServer';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

// Issue 30, finding 4 and part of 9: guessing one password from many addresses, and password
// checks that never fail (a valid account signing in again and again) costing argon2 each time.
const server = useTestServer({ limits: defaultRateLimits, config: { trustProxy: ['loopback'] } });

const from = (address: string) => ({ 'x-forwarded-for': address });
const logIn = (s: TestServer, email: string, password: string, address: string) =>
  s.call('post', '/auth/login', { body: { email, password }, headers: from(address) });

const lockMails = (email: string) =>
  server.db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2', [
    email,
    '%paused%',
  ]);

describe('guessing one password from many addresses', () => {
  it('stops the guesser across addresses, refuses even the right password, and mails the owner once', async () => {
    const target = await createUser(server, 'student');
    const addresses = Array.from({ length: 7 }, (_, i) => `198.51.100.${i + 1}`);
    const statuses: number[] = [];
    for (const address of addresses)
      for (let i = 0; i < 9; i += 1)
        statuses.push((await logIn(server, target.email, 'Wrong1234', address)).status);
    // 30 failures an hour for one account, whatever their addresses.
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(401));
    expect(new Set(statuses.slice(30))).toEqual(new Set([429]));

    const right = await logIn(server, target.email, target.password, '192.0.2.200');
    expect(right.status).toBe(429);
    expect(right.body.detail).toContain('reset your password');
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // One mail with a reset link, not one per address.
    expect(await lockMails(target.email)).toHaveLength(1);

    // The reset link the owner got lets them in again at once.
    const [mail] = await server.db.query<{ body_text: string }>(
      'SELECT body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2',
      [target.email, '%paused%'],
    );
    const token = /token=([\w-]+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token, new_password: 'Another123' },
    });
    expect(reset.status).toBe(200);
    expect((await logIn(server, target.email, 'Another123', '192.0.2.200')).status).toBe(200);
  }, 60_000);

  it('counts an IPv6 network by its /64, so a new address per guess gains nothing', async () => {
    const target = await createUser(server, 'student');
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1)
      statuses.push(
        (await logIn(server, target.email, 'Wrong1234', `2001:db8:1:2::${i.toString(16)}`)).status,
      );
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    // Another network is another address.
    expect((await logIn(server, target.email, target.password, '2001:db8:9:9::1')).status).toBe(
      200,
    );
  }, 60_000);

  it('counts successful sign-ins of one account, so it cannot keep argon2 busy', async () => {
    const target = await createUser(server, 'student');
    const statuses: number[] = [];
    // createUser signed in once already: 40 checks in 10 minutes.
    for (let i = 0; i < 40; i += 1)
      statuses.push((await logIn(server, target.email, target.password, '203.0.113.5')).status);
    expect(statuses.slice(0, 39)).toEqual(Array(39).fill(200));
    expect(statuses[39]).toBe(429);
    // Someone else from the same address is not affected.
    const classmate = await createUser(server, 'student');
    expect((await logIn(server, classmate.email, classmate.password, '203.0.113.5')).status).toBe(
      200,
    );
  }, 60_000);

  it('counts the password checks of account deletion', async () => {
    const target = await createUser(server, 'student');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push(
        (
          await server.call('post', '/users/delete_account', {
            token: target.token,
            body: { password: 'Wrong1234' },
          })
        ).status,
      );
    expect(statuses.slice(0, 39)).toEqual(Array(39).fill(403));
    expect(statuses[39]).toBe(429);
  }, 60_000);
});
