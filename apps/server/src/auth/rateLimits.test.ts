import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../deps';
import type { TestServer } from '../test/testServer';
import { useTestServer } from '../test/testServer';

const SCHOOL = '203.0.113.10';
const HOME = '198.51.100.20';
const password = 'Secret123';

// Behind the school's reverse proxy on this machine: X-Forwarded-For names the client.
const school = useTestServer({
  limits: defaultRateLimits,
  config: { trustProxy: ['loopback'] },
});
// A proxy at 10.0.0.1 is trusted, so a client calling directly cannot name its own address.
const direct = useTestServer({
  limits: {
    signupPerIp: { max: 3, windowSeconds: 600 },
    forgotPasswordPerAccount: { max: 3, windowSeconds: 600 },
  },
  config: { trustProxy: ['10.0.0.1'] },
});
const allowlisted = useTestServer({
  limits: { signupPerIp: { max: 2, windowSeconds: 600 } },
  config: { rateLimitAllowlist: ['127.0.0.0/8', '2001:db8::/32'] },
});

const from = (address: string) => ({ 'x-forwarded-for': address });

function signUp(server: TestServer, email: string, headers: Record<string, string> = {}) {
  return server.call('post', '/auth/signup', { body: { email, password }, headers });
}

function logIn(server: TestServer, email: string, pass: string, headers: Record<string, string>) {
  return server.call('post', '/auth/login', { body: { email, password: pass }, headers });
}

describe('limits that fit a school behind one address', () => {
  const pupils = Array.from({ length: 40 }, (_, i) => `pupil${i + 1}@school.example`);

  it('lets a class of 40 sign up and log in twice from one address', async () => {
    const statuses: number[] = [];
    for (const email of pupils) statuses.push((await signUp(school, email, from(SCHOOL))).status);
    for (let round = 0; round < 2; round += 1)
      for (const email of pupils)
        statuses.push((await logIn(school, email, password, from(SCHOOL))).status);
    expect(statuses.filter((status) => status !== 200 && status !== 201)).toEqual([]);
    expect(statuses).toHaveLength(120);
  }, 120_000);

  it('locks one account from one address after repeated wrong passwords, and tells its owner', async () => {
    const [target = '', classmate = ''] = pupils;
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1)
      statuses.push((await logIn(school, target, 'Wrong1234', from(SCHOOL))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));

    const locked = await logIn(school, target, password, from(SCHOOL));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(locked.body.detail).toContain('reset your password');
    // The classmate at the same school, and the same pupil at home, still get in.
    expect((await logIn(school, classmate, password, from(SCHOOL))).status).toBe(200);
    expect((await logIn(school, target, password, from(HOME))).status).toBe(200);

    const mails = await school.db.query<{ subject: string; body_text: string }>(
      'SELECT subject, body_text FROM mail_outbox WHERE to_address = $1 AND subject LIKE $2',
      [target, '%paused%'],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body_text).toContain(SCHOOL);
  });

  it('lets the proxy, not the client, name the address: a forged left-most hop changes nothing', async () => {
    const target = pupils[0] ?? '';
    const forged = await logIn(school, target, password, from(`${HOME}, ${SCHOOL}`));
    expect(forged.status).toBe(429);
  });

  it('ignores X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push(
        (await signUp(direct, `forger${i}@example.com`, from(`198.51.100.${i}`))).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  it("never stops an address on the operator's allowlist", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await signUp(allowlisted, `listed${i}@example.com`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
  });

  it('limits reset mails per account', async () => {
    const body = { email: 'someone@example.com' };
    const ask = () => direct.call('post', '/auth/forgot-password', { body });
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    expect((await ask()).status).toBe(202);
    const fourth = await ask();
    expect(fourth.status).toBe(429);
    expect(fourth.headers.get('retry-after')).toBeTruthy();
  });
});
