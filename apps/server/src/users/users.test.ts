import { describe, expect, it } from 'vitest';
import { latestMail } from '../test/mailbox';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';

const server = useTestServer();

const profileBody = (email: string, extra: Record<string, unknown> = {}) => ({
  username: `name-${email}`,
  first_name: 'Ada',
  last_name: 'Lovelace',
  country: 'United Kingdom',
  phone_number: '+44 7700900123',
  email,
  ...extra,
});

describe('profile completion', () => {
  it('starts with an empty profile and no role', async () => {
    const user = await createUser(server, undefined, { confirmed: false });
    const me = await server.call('get', '/users/me', { token: user.token });
    expect(me.body).toMatchObject({
      id: user.id,
      email: user.email,
      role: null,
      first_name: null,
      email_verified: false,
    });
    const exists = await server.call('get', '/users/exists/{userId}', {
      token: user.token,
      params: { userId: user.id },
    });
    expect(exists.body).toEqual({ exists: false });
    expect((await server.call('get', '/users/role', { token: user.token })).status).toBe(404);
  });

  it('completes the profile with a role that is then read-only', async () => {
    const user = await createUser(server);
    const done = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: profileBody(user.email, { role: 'teacher', preferences: {} }),
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      role: 'Teacher',
      first_name: 'Ada',
      phone_number: '+44 7700900123',
    });
    expect((await server.call('get', '/users/role', { token: user.token })).body).toEqual({
      role: 'Teacher',
    });
    const exists = await server.call('get', '/users/exists/{userId}', {
      token: user.token,
      params: { userId: user.id },
    });
    expect(exists.body).toEqual({ exists: true });

    const sameRole = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: profileBody(user.email, { role: 'teacher', first_name: 'Grace' }),
    });
    expect(sameRole.body.first_name).toBe('Grace');
    const otherRole = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: profileBody(user.email, { role: 'student' }),
    });
    expect(otherRole.status).toBe(403);
    expect((await server.call('get', '/users/role', { token: user.token })).body).toEqual({
      role: 'Teacher',
    });
  });

  it('requires a role at completion and trims blank fields to the spec messages', async () => {
    const user = await createUser(server);
    const response = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: profileBody(user.email, { first_name: '   ' }),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      first_name: 'First name is required',
      role: 'Role is required',
    });
  });

  it.each([
    [
      '0049123456',
      'Phone number must start with a "+" and country code (e.g., +49 rest_of_number)',
    ],
    ['+abc', 'You are missing the country code after the + symbol.'],
    ['+49 12', 'Please enter a valid phone number with country code (e.g., +49 123456789).'],
  ])('explains what is wrong with the phone number %s', async (phone, message) => {
    const user = await createUser(server);
    const response = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: profileBody(user.email, { phone_number: phone, role: 'student' }),
    });
    expect(response.status).toBe(422);
    expect(response.body.errors.phone_number).toBe(message);
  });

  it("refuses another account's username; another account's e-mail is answered like a free one", async () => {
    const other = await createUser(server, 'student');
    const user = await createUser(server);
    const taken = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: { ...profileBody(other.email, { role: 'student' }), current_password: user.password },
    });
    expect(taken.status).toBe(200);
    expect(taken.body.email).toBe(user.email);
    const me = await server.call('get', '/users/me', { token: other.token });
    const sameName = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: { ...profileBody(user.email, { role: 'student' }), username: me.body.username },
    });
    expect(sameName.status).toBe(409);
  });

  it('sends a link to the new address when the e-mail changes (users/addressProof.test.ts)', async () => {
    const user = await createUser(server, 'student');
    const response = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: { ...profileBody('renamed@example.com'), current_password: user.password },
    });
    expect(response.body).toMatchObject({
      email: user.email,
      pending_email: 'renamed@example.com',
    });
    const mail = await latestMail(server.db, 'renamed@example.com', 'verify-email');
    expect(mail.token).toBeTruthy();
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('get', '/users/me')).status).toBe(401);
    expect((await server.call('patch', '/users/update-profile', { body: {} })).status).toBe(401);
  });
});

describe('users/exists', () => {
  it('only answers about oneself', async () => {
    const user = await createUser(server, 'student');
    const other = await createUser(server, 'student');
    const response = await server.call('get', '/users/exists/{userId}', {
      token: user.token,
      params: { userId: other.id },
    });
    expect(response.status).toBe(403);
  });

  it('names a malformed id', async () => {
    const user = await createUser(server, 'student');
    const response = await server.call('get', '/users/exists/{userId}', {
      token: user.token,
      params: { userId: 'nope' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('userId');
  });
});

describe('users/get_user_ids', () => {
  it('resolves known e-mails in order for a teacher and leaves out unknown ones', async () => {
    const teacher = await createUser(server, 'teacher');
    const first = await createUser(server, 'student');
    const second = await createUser(server, 'student');
    const response = await server.call('post', '/users/get_user_ids', {
      token: teacher.token,
      body: { list_users: [second.email.toUpperCase(), 'ghost@example.com', first.email] },
    });
    expect(response.body).toEqual({ user_ids: [second.id, first.id] });
  });

  it('is for teachers only', async () => {
    const student = await createUser(server, 'student');
    const response = await server.call('post', '/users/get_user_ids', {
      token: student.token,
      body: { list_users: [student.email] },
    });
    expect(response.status).toBe(403);
  });

  it('requires at least one e-mail', async () => {
    const teacher = await createUser(server, 'teacher');
    const response = await server.call('post', '/users/get_user_ids', {
      token: teacher.token,
      body: { list_users: [] },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('list_users');
  });
});
