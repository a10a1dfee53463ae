import { beforeAll, describe, expect, it } from 'vitest';
import { latestMail } from '../test/mailbox';
import { useTestServer } from '../test/testServer';
import { createUser, saveProfile, type TestUser } from '../test/users';

// Issue 30, findings 1 and 2: an address counts only once the link mailed to it is opened.
const server = useTestServer({
  limits: { emailChangePerAccount: { max: 3, windowSeconds: 3600 } },
});
let pupil: TestUser;

const profileOf = async (user: TestUser) =>
  (await server.call('get', '/users/me', { token: user.token })).body;

/** The profile form as sent, with a new e-mail and, if given, the current password. */
const changeEmail = (user: TestUser, email: string, current_password?: string) =>
  saveProfile(server, user, {
    email,
    ...(current_password === undefined ? {} : { current_password }),
  });

beforeAll(async () => {
  pupil = await createUser(server, 'student');
});

describe('a verification link proves the address it was sent to, and no other', () => {
  it('confirms nothing when the account changed its address after the link was sent', async () => {
    const email = `me-${process.pid}@mail.example`;
    const signup = await server.call('post', '/auth/signup', {
      body: { email, password: 'Secret123' },
    });
    const { token: oldLink } = await latestMail(server.db, email, 'verify-email');
    const login = await server.call('post', '/auth/login', {
      body: { email, password: 'Secret123' },
    });
    const user: TestUser = {
      id: signup.body.id,
      email,
      password: 'Secret123',
      token: login.body.access_token,
      refreshToken: login.body.refresh_token,
    };
    await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: {
        username: `me${process.pid}`,
        first_name: 'Me',
        last_name: 'Myself',
        country: 'Germany',
        phone_number: '+49 123456789',
        email,
        role: 'teacher',
      },
    });
    const head = `head-${process.pid}@school.example`;
    expect((await changeEmail(user, head, 'Secret123')).status).toBe(200);

    const opened = await server.call('post', '/auth/verify-email', { body: { token: oldLink } });
    expect(opened.status).toBe(400);
    const profile = await profileOf(user);
    expect(profile.email_verified).toBe(false);
    expect(profile.email).toBe(email);
    expect(profile.pending_email).toBe(head);
    // Not a confirmed teacher: may not look pupils up.
    const lookup = await server.call('post', '/users/get_user_ids', {
      token: user.token,
      body: { list_users: [pupil.email] },
    });
    expect(lookup.status).toBe(403);
  });
});

describe('changing the e-mail address', () => {
  it('needs the current password', async () => {
    const user = await createUser(server, 'student');
    const without = await changeEmail(user, `new-${process.pid}@mail.example`);
    expect(without.status).toBe(422);
    expect(without.body.errors.current_password).toBe(
      'Enter your current password to change your e-mail address',
    );
    const wrong = await changeEmail(user, `new-${process.pid}@mail.example`, 'Wrong1234');
    expect(wrong.status).toBe(403);
    expect((await profileOf(user)).email).toBe(user.email);
  });

  it('answers alike for a taken and a free address, and tells the taken one by mail', async () => {
    const user = await createUser(server, 'student');
    const taken = await changeEmail(user, pupil.email, user.password);
    const free = await changeEmail(user, `free-${process.pid}@mail.example`, user.password);
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    expect(taken.body.message).toBe(free.body.message);
    expect(taken.body.message).toContain('sent a link to the new address');
    const toTaken = await latestMail(server.db, pupil.email, 'login');
    expect(toTaken.subject).toContain('already');
    expect(toTaken.token).toBeUndefined();
  });

  it('waits for the new address, then moves the account and retires every older link', async () => {
    const user = await createUser(server, 'student');
    await server.call('post', '/auth/forgot-password', { body: { email: user.email } });
    const { token: oldReset } = await latestMail(server.db, user.email, 'reset-password');
    const next = `moved-${process.pid}@mail.example`;
    const changed = await changeEmail(user, next, user.password);
    expect(changed.body.email).toBe(user.email);
    expect(changed.body.pending_email).toBe(next);
    // The old address still signs in until the new one is proven.
    const before = await server.call('post', '/auth/login', {
      body: { email: user.email, password: user.password },
    });
    expect(before.status).toBe(200);
    const reset = await server.call('post', '/auth/reset-password', {
      body: { token: oldReset, new_password: 'Another123' },
    });
    expect(reset.status).toBe(400);

    const { token } = await latestMail(server.db, next, 'verify-email');
    expect((await server.call('post', '/auth/verify-email', { body: { token } })).status).toBe(200);
    const profile = await profileOf(user);
    expect(profile).toMatchObject({ email: next, email_verified: true, pending_email: null });
    // The same link twice confirms nothing more.
    expect((await server.call('post', '/auth/verify-email', { body: { token } })).status).toBe(400);
  });

  it('is limited per account', async () => {
    const user = await createUser(server, 'student');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await changeEmail(user, `try${i}-${process.pid}@mail.example`, 'x')).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
  });
});

describe('lookups resolve confirmed accounts only', () => {
  it('finds no account whose address was never proven', async () => {
    const teacher = await createUser(server, 'teacher');
    const unproven = await createUser(server, 'student', { confirmed: false });
    const lookup = await server.call('post', '/users/get_user_ids', {
      token: teacher.token,
      body: { list_users: [unproven.email, pupil.email] },
    });
    expect(lookup.body.user_ids).toEqual([pupil.id]);
    const room = await server.call('post', '/rooms/create_room', {
      token: teacher.token,
      body: { room_name: 'R', room_lang: 'German', room_level: 'B1', list_users: [] },
    });
    const added = await server.call('post', '/rooms/add_users', {
      token: teacher.token,
      body: { room_id: room.body.id, user_ids: [unproven.id] },
    });
    expect(added.status).toBe(404);
  });
});
