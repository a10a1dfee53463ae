import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

// Issue 30, finding 9: one anonymous 204 KB body answered with 712 KB of validation errors
// under a 10 MB limit on every route.
const server = useTestServer();

const post = (path: string, body: string, token?: string, method = 'POST') =>
  fetch(`${server.url}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });

/** A JSON object with `count` fields the schema does not allow. */
const strayFields = (count: number, base: Record<string, unknown> = {}) =>
  JSON.stringify({
    ...base,
    ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, 'x'])),
  });

describe('request bodies', () => {
  it('refuses an anonymous body over 16 KB on the sign-in calls before reading it', async () => {
    const response = await post('/auth/signup', strayFields(20_000));
    expect(response.status).toBe(413);
    expect((await response.text()).length).toBeLessThan(500);
  });

  it('answers the first few validation errors, not thousands', async () => {
    const user = await createUser(server, 'student');
    const body = strayFields(20_000, { list_users: ['a@example.com'] });
    expect(body.length).toBeGreaterThan(200_000);
    const response = await post('/users/get_user_ids', body, user.token);
    expect(response.status).toBe(422);
    const text = await response.text();
    expect(text.length).toBeLessThan(2_000);
    expect(Object.keys(JSON.parse(text).errors).length).toBeLessThanOrEqual(10);
  });

  it('keeps naming every wrong field of a small form', async () => {
    const response = await server.call('post', '/auth/signup', {
      body: { email: 'not-an-address', password: 'short' },
    });
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['email', 'password']);
  });

  it('takes 10 MB only where an exercise is saved, 1 MB elsewhere', async () => {
    const user = await createUser(server, 'teacher');
    const big = JSON.stringify({ list_users: ['a@example.com'], padding: 'x'.repeat(2_000_000) });
    expect((await post('/users/get_user_ids', big, user.token)).status).toBe(413);
    const exercise = JSON.stringify({
      results: { Title: 'Listen', audio_base64: 'A'.repeat(2_000_000) },
    });
    const saved = await post(
      '/exercises/update_exercise/00000000-0000-4000-8000-000000000000',
      exercise,
      user.token,
      'PATCH',
    );
    // Read in full and judged on its content: no such exercise.
    expect(saved.status).toBe(404);
  });
});
