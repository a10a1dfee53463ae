import { createUser, latestMail, useTestServer } from '@lingua/server/testing';
import { describe, expect, it } from 'vitest';

// Behind a TLS-terminating load balancer, as a school would deploy it.
const server = useTestServer({ config: { trustProxy: ['loopback'], bodyLimit: 64 * 1024 } });

describe('transport headers', () => {
  it('asks browsers to keep to HTTPS when the proxy says the request came over TLS', async () => {
    const response = await fetch(`${server.url}/api/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });

  it('sends a CSP without unsafe-inline or unsafe-eval scripts, and forbids framing', async () => {
    const csp = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy');
    const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe('request bodies', () => {
  it('refuses a body over the configured limit with 413 and keeps serving', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ detail: 'The request body is too large' });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});

describe('the log', () => {
  it('holds no password, access, refresh or reset token across a whole account lifecycle', async () => {
    const user = await createUser(server, 'student');
    const secrets = [user.password, user.token, user.refreshToken];
    await server.call('post', '/auth/login', {
      body: { email: user.email, password: 'Wrong-guess-1' },
    });
    secrets.push('Wrong-guess-1');
    const refreshed = await server.call('post', '/auth/token', {
      query: { grant_type: 'refresh_token' },
      body: { refresh_token: user.refreshToken },
    });
    secrets.push(refreshed.body.access_token, refreshed.body.refresh_token);
    await server.call('post', '/auth/forgot-password', { body: { email: user.email } });
    const { token } = await latestMail(server.db, user.email, 'reset-password');
    if (!token) throw new Error('no reset link mailed');
    secrets.push(token, 'NewSecret9');
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token, new_password: 'NewSecret9' },
    });
    expect(reset.status).toBe(200);
    // A caller sending its token in a failing request must not get it logged either.
    await server.call('get', '/rooms/room/{id}', {
      token: refreshed.body.access_token,
      params: { id: 'not-a-uuid' },
    });

    const log = JSON.stringify(server.logs);
    expect(server.logs.length).toBeGreaterThan(5);
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});
