import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

const server = useTestServer();

describe('the HTTP shell', () => {
  it('answers the health check and capabilities without a token', async () => {
    expect((await server.call('get', '/health')).body).toEqual({ status: 'ok' });
    // No OPENAI_* in tests: the built-in engine writes, grades and speaks.
    expect((await server.call('get', '/capabilities')).body).toEqual({
      llm: false,
      speech: 'builtin',
      chat: false,
    });
  });

  it('sends security headers with a strict content security policy', async () => {
    const { headers } = await server.call('get', '/health');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives every response a request id and keeps one sent by a proxy', async () => {
    const generated = await server.call('get', '/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const forwarded = await server.call('get', '/health', {
      headers: { 'x-request-id': 'lb-123' },
    });
    expect(forwarded.headers.get('x-request-id')).toBe('lb-123');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no/such/call`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not found' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toHaveProperty('detail');
  });

  it('never writes passwords or tokens to the log', async () => {
    const user = await createUser(server, 'student');
    await server.call('get', '/users/me', { token: user.token });
    const log = JSON.stringify(server.logs);
    expect(server.logs.length).toBeGreaterThan(0);
    expect(log).not.toContain(user.password);
    expect(log).not.toContain(user.token);
    expect(log).not.toContain(user.refreshToken);
  });
});
