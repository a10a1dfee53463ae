import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';

const server = useTestServer({
  limits: {
    loginFailuresPerAccount: { max: 3, windowSeconds: 600 },
    signupPerIp: { max: 4, windowSeconds: 600 },
    forgotPasswordPerAccount: { max: 2, windowSeconds: 600 },
  },
});

describe('rate limits kept in PostgreSQL', () => {
  it('stops guessing one account after repeated failures, even with the right password', async () => {
    const email = 'target@example.com';
    await server.call('post', '/auth/signup', { body: { email, password: 'Secret123' } });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await server.call('post', '/auth/login', { body: { email, password: 'Wrong1234' } }))
          .status,
      ).toBe(401);
    }
    const blocked = await server.call('post', '/auth/login', {
      body: { email, password: 'Secret123' },
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('limits sign-ups per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const email = `signup${i}@example.com`;
      statuses.push(
        (await server.call('post', '/auth/signup', { body: { email, password: 'Secret123' } }))
          .status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits reset mails per account', async () => {
    const body = { email: 'someone@example.com' };
    expect((await server.call('post', '/auth/forgot-password', { body })).status).toBe(202);
    expect((await server.call('post', '/auth/forgot-password', { body })).status).toBe(202);
    const third = await server.call('post', '/auth/forgot-password', { body });
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBeTruthy();
  });
});
