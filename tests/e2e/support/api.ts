import type { components, paths } from '@lingua/api';
import createClient from 'openapi-fetch';
import { linkIn, type Mailbox, tokenOf } from './mailbox';

type Schemas = components['schemas'];
export type RoleInput = Schemas['RoleInput'];
export type UserProfile = Schemas['UserProfile'];
export type Room = Schemas['Room'];
export type Exercise = Schemas['Exercise'];

/** A user the journeys act as: signed up, logged in and, with a role, with a completed profile. */
export interface Account {
  email: string;
  password: string;
  tokens: { access_token: string; refresh_token: string };
  /** The server's profile; `role` is null while the profile is incomplete. */
  profile: UserProfile;
}

export interface NewAccount {
  email: string;
  /** Leave out for an account whose profile is still to be completed. */
  role?: RoleInput;
  firstName?: string;
  lastName?: string;
}

/** Request options that call the API as `account`. */
export const bearer = (account: Account) => ({
  headers: { authorization: `Bearer ${account.tokens.access_token}` },
});

/** Meets the signup rule (8+ characters, upper, lower, digit). */
export const defaultPassword = 'Lingua2026pass';

/**
 * The server's own API, typed by openapi.yaml, for what a journey needs in place before the
 * browser starts (accounts, rooms...). `clientIp` is the school's address.
 */
export function createApi(baseUrl: string, clientIp: string, mailbox: Mailbox) {
  const client = createClient<paths>({
    baseUrl: `${baseUrl}/api`,
    headers: { 'x-forwarded-for': clientIp },
  });
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  async function signUp(email: string, password = defaultPassword) {
    return ok('sign up', await client.POST('/auth/signup', { body: { email, password } }));
  }

  async function logIn(email: string, password = defaultPassword) {
    return ok('log in', await client.POST('/auth/login', { body: { email, password } }));
  }

  async function me(token: string): Promise<UserProfile> {
    return ok('read the profile', await client.GET('/users/me', bearer(token)));
  }

  async function completeProfile(
    token: string,
    profile: Schemas['UpdateProfileRequest'],
  ): Promise<UserProfile> {
    return ok(
      'complete the profile',
      await client.PATCH('/users/update-profile', { ...bearer(token), body: profile }),
    );
  }

  async function confirmEmail(email: string) {
    const mail = await mailbox.waitForMail({ to: email, subject: /Verify your Lingua/ });
    const token = tokenOf(linkIn(mail, '/verify-email'));
    ok('confirm the e-mail address', await client.POST('/auth/verify-email', { body: { token } }));
  }

  /** Signs up and logs in; with a role, completes the profile as the dialog would. */
  async function createAccount({
    email,
    role,
    firstName = 'Alex',
    lastName = 'Morgan',
  }: NewAccount): Promise<Account> {
    await signUp(email);
    // Everyone confirms their address (a teacher to add pupils, a pupil to be found), as the
    // mail's link would.
    await confirmEmail(email);
    const { access_token, refresh_token } = await logIn(email);
    const profile = role
      ? await completeProfile(access_token, {
          username: email.split('@')[0] ?? email,
          first_name: firstName,
          last_name: lastName,
          country: 'Germany',
          phone_number: '+49 123456789',
          email,
          role,
          preferences: {},
        })
      : await me(access_token);
    return { email, password: defaultPassword, tokens: { access_token, refresh_token }, profile };
  }

  /** A teacher's room, with `students` invited and each having accepted. */
  async function createRoom(
    teacher: Account,
    room: { name: string; language: Schemas['Language']; level: Schemas['Level'] },
    students: Account[] = [],
  ): Promise<Room> {
    const created = ok(
      'create a room',
      await client.POST('/rooms/create_room', {
        ...bearer(teacher.tokens.access_token),
        body: {
          room_name: room.name,
          room_lang: room.language,
          room_level: room.level,
          list_users: students.map((student) => student.profile.id),
        },
      }),
    );
    for (const student of students)
      ok(
        'accept the invitation',
        await client.POST('/rooms/invitations/{id}/accept', {
          ...bearer(student.tokens.access_token),
          params: { path: { id: created.id } },
        }),
      );
    return students.length > 0
      ? ok(
          'read the room',
          await client.GET('/rooms/room/{id}', {
            ...bearer(teacher.tokens.access_token),
            params: { path: { id: created.id } },
          }),
        )
      : created;
  }

  return { client, signUp, logIn, me, completeProfile, createAccount, createRoom };
}

export type Api = ReturnType<typeof createApi>;

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a successful call; a failed set-up step stops the test with the server's answer. */
export function ok<T>(what: string, { data, error, response }: FetchResult<T>): T {
  if (data === undefined || error !== undefined) {
    throw new Error(
      `Could not ${what}: ${response.status} ${JSON.stringify(error ?? 'no body')} (${response.url})`,
    );
  }
  return data;
}
