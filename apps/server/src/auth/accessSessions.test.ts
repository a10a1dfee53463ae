import { describe, expect, it } from 'vitest';
import { latestMail } from '../test/mailbox';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

// Issue 30, finding 11: an access token kept working for 15 minutes after its session ended.
const server = useTestServer();

const me = (token: string) => server.call('get', '/users/me', { token });

describe('an access token lives only as long as its session', () => {
  it('stops working at once when its session logs out', async () => {
    const user = await createUser(server, 'student');
    expect((await me(user.token)).status).toBe(200);
    await server.call('post', '/auth/logout', {
      token: user.token,
      body: { refresh_token: user.refreshToken },
    });
    const after = await me(user.token);
    expect(after.status).toBe(401);
    expect(after.body.detail).toBe('Invalid or expired access token');
  });

  it('stops working at once when the password is reset, in every session', async () => {
    const user = await createUser(server, 'student');
    await server.call('post', '/auth/forgot-password', { body: { email: user.email } });
    const { token } = await latestMail(server.db, user.email, 'reset-password');
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token, new_password: 'Another123' },
    });
    expect(reset.status).toBe(200);
    expect((await me(user.token)).status).toBe(401);
  });
});
