import { expect } from 'vitest';
import { latestMail } from './mailbox';
import type { TestServer } from './testServer';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
  refreshToken: string;
}

let sequence = 0;

/**
 * Signs up and logs in a new account; with a role, completes its profile too. The account
 * confirms its e-mail address (a teacher needs it to reach pupils, a pupil to be invited or
 * offered a template) unless `confirmed: false`.
 */
export async function createUser(
  server: TestServer,
  role?: 'teacher' | 'student',
  names: { first_name?: string; last_name?: string; confirmed?: boolean } = {},
): Promise<TestUser> {
  sequence += 1;
  const email = `${role ?? 'user'}${sequence}-${process.pid}@example.com`;
  const password = 'Secret123';
  expect((await server.call('post', '/auth/signup', { body: { email, password } })).status).toBe(
    201,
  );
  if (names.confirmed !== false) await confirmEmail(server, email);
  const login = await server.call('post', '/auth/login', { body: { email, password } });
  expect(login.status).toBe(200);
  const user: TestUser = {
    id: login.body.user.id,
    email,
    password,
    token: login.body.access_token,
    refreshToken: login.body.refresh_token,
  };
  if (role) {
    const profile = await server.call('patch', '/users/update-profile', {
      token: user.token,
      body: {
        username: `${role}${sequence}`,
        first_name: names.first_name ?? `First${sequence}`,
        last_name: names.last_name ?? `Last${sequence}`,
        country: 'Germany',
        phone_number: '+49 123456789',
        email,
        role,
        preferences: {},
      },
    });
    expect(profile.status).toBe(200);
  }
  return user;
}

/** Opens the verification link of the newest mail to `email`. */
export async function confirmEmail(server: TestServer, email: string): Promise<void> {
  const { token } = await latestMail(server.db, email, 'verify-email');
  const verified = await server.call('post', '/auth/verify-email', { body: { token } });
  expect(verified.status).toBe(200);
}

/** Sends the profile form as it stands, with `changes` (as the Profile and Settings pages do). */
export async function saveProfile(
  server: TestServer,
  user: TestUser,
  changes: Record<string, unknown>,
) {
  const profile = await server.call('get', '/users/me', { token: user.token });
  const { username, first_name, last_name, country, phone_number, email } = profile.body;
  return server.call('patch', '/users/update-profile', {
    token: user.token,
    body: { username, first_name, last_name, country, phone_number, email, ...changes },
  });
}

/** Saves the interface language in the user's settings, as the Settings page does. */
export async function chooseLanguage(
  server: TestServer,
  user: TestUser,
  language: string,
): Promise<void> {
  const saved = await saveProfile(server, user, { preferences: { settings: { language } } });
  expect(saved.status).toBe(200);
}

/**
 * Brings pupils into the teacher's room as a class does it: the teacher adds them (each is
 * invited) and each accepts the invitation.
 */
export async function addToRoom(
  server: TestServer,
  teacher: TestUser,
  roomId: string,
  pupils: readonly TestUser[],
): Promise<void> {
  if (pupils.length === 0) return;
  const added = await server.call('post', '/rooms/add_users', {
    token: teacher.token,
    body: { room_id: roomId, user_ids: pupils.map((pupil) => pupil.id) },
  });
  expect(added.status).toBe(200);
  for (const pupil of pupils) {
    const accepted = await server.call('post', '/rooms/invitations/{id}/accept', {
      token: pupil.token,
      params: { id: roomId },
    });
    expect(accepted.status).toBe(200);
  }
}
