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
 * Signs up and logs in a new account; with a role, completes its profile too. A teacher also
 * confirms their e-mail address (needed to add pupils or mail a room) unless `confirmed: false`.
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
  if (role === 'teacher' && names.confirmed !== false) await confirmEmail(server, email);
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

/** Saves the interface language in the user's settings, as the Settings page does. */
export async function chooseLanguage(
  server: TestServer,
  user: TestUser,
  language: string,
): Promise<void> {
  const profile = await server.call('get', '/users/me', { token: user.token });
  const { username, first_name, last_name, country, phone_number, email } = profile.body;
  const saved = await server.call('patch', '/users/update-profile', {
    token: user.token,
    body: {
      username,
      first_name,
      last_name,
      country,
      phone_number,
      email,
      preferences: { settings: { language } },
    },
  });
  expect(saved.status).toBe(200);
}
