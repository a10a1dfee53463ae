import { createHmac, randomBytes } from 'node:crypto';
import { createUser, type TestUser, useTestServer } from '@lingua/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';

const server = useTestServer();
let user: TestUser;

beforeAll(async () => {
  user = await createUser(server, 'student');
});

const base64url = (value: object | Buffer) =>
  (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');

/** A compact JWT signed with HS256 under `key`, or unsigned when `key` is undefined. */
function forge(header: object, payload: object, key: Buffer | undefined): string {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  const signature = key ? createHmac('sha256', key).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}

function claims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

async function meWith(token: string) {
  return server.call('get', '/users/me', { token });
}

describe('access tokens an attacker crafts', () => {
  it('opens the account with the genuine token (the baseline the refusals are measured against)', async () => {
    expect((await meWith(user.token)).status).toBe(200);
  });

  it('refuses an unsigned token (alg none) naming the same user', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = forge(
      { alg: 'none', typ: 'JWT' },
      { sub: user.id, iat: now, exp: now + 600 },
      undefined,
    );
    expect((await meWith(token)).status).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = forge(
      { alg: 'HS256', typ: 'JWT' },
      { sub: user.id, iat: now, exp: now + 600 },
      randomBytes(48),
    );
    expect((await meWith(token)).status).toBe(401);
  });

  it('refuses a genuine token whose payload was changed to another user', async () => {
    const other = await createUser(server, 'teacher');
    const [header, , signature] = user.token.split('.');
    const tampered = `${header}.${base64url({ ...claims(user.token), sub: other.id })}.${signature}`;
    expect((await meWith(tampered)).status).toBe(401);
  });

  it('refuses a genuine token whose expiry was pushed back', async () => {
    const [header, , signature] = user.token.split('.');
    const payload = { ...claims(user.token), exp: Math.floor(Date.now() / 1000) + 365 * 86400 };
    expect((await meWith(`${header}.${base64url(payload)}.${signature}`)).status).toBe(401);
  });

  it('refuses an expired token even with the right signature', async () => {
    const [row] = await server.db.query<{ value: string }>(
      `SELECT value FROM app_secrets WHERE name = 'jwt_secret'`,
    );
    const key = Buffer.from(row?.value ?? '', 'utf8');
    const past = Math.floor(Date.now() / 1000) - 3600;
    // Both carry the genuine token's claims (its session among them) but the times.
    const genuine = claims(user.token);
    const expired = forge(
      { alg: 'HS256', typ: 'JWT' },
      { ...genuine, iat: past, exp: past + 900 },
      key,
    );
    const fresh = forge(
      { alg: 'HS256', typ: 'JWT' },
      { ...genuine, iat: past + 3600, exp: past + 4500 },
      key,
    );
    // The same key signs a token that works, so the refusal is about the expiry alone.
    expect((await meWith(fresh)).status).toBe(200);
    const refused = await meWith(expired);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe('Invalid or expired access token');
  });

  it('refuses a refresh token used as an access token, and garbage', async () => {
    for (const token of [user.refreshToken, 'not.a.jwt', 'a'.repeat(4000)])
      expect((await meWith(token)).status).toBe(401);
  });
});
