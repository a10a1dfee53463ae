import { fixtures } from '../fixtures';
import { http, signedIn } from '../http';
import { recordedAnswer } from '../recorded';
import type { MockStore } from '../store';

const ROLE_OF = { student: 'Student', teacher: 'Teacher' } as const;

/**
 * Sign-up, login and links always succeed for the fixtures' users; refusals (wrong password,
 * expired link...) are named scenarios recorded from the server. A user signed up in a story
 * reads what the fixtures' newcomer reads.
 */
export function authHandlers(store: MockStore) {
  return [
    http.post('/auth/signup', async ({ request, response }) => {
      const email = (await request.json()).email.toLowerCase();
      const id = store.byEmail(email)?.profile.id ?? store.newId();
      const blank = { username: null, first_name: null, last_name: null, country: null };
      const profile = { id, email, ...blank, phone_number: null, role: null, preferences: {} };
      if (!store.profiles.has(id)) {
        const created = { ...profile, created_at: store.nowIso(), email_verified: false };
        store.profiles.set(id, { name: 'newcomer', profile: created });
      }
      return response(201).json({
        id,
        email,
        message: 'Account created. Please check your email to verify your account.',
      });
    }),

    http.post('/auth/login', async ({ request, response }) => {
      const user = store.byEmail((await request.json()).email)?.profile;
      if (!user) return recordedAnswer('loginInvalid', 'POST /auth/login');
      return response(200).json({
        ...store.issueTokens(user.id),
        user: { id: user.id, email: user.email },
      });
    }),

    http.post('/auth/token', async ({ request, response }) => {
      const userId = /^refresh-([0-9a-f-]{36})/.exec((await request.json()).refresh_token)?.[1];
      if (!userId || !store.profiles.has(userId))
        return recordedAnswer('refreshExpired', 'POST /auth/token');
      return response(200).json(store.issueTokens(userId));
    }),

    http.post('/auth/logout', ({ response }) => response(204).empty()),
    http.post('/auth/forgot-password', ({ response }) =>
      response(202).json({
        message: 'If an account exists for this address, a reset link is on its way.',
      }),
    ),
    http.post('/auth/reset-password', ({ response }) =>
      response(200).json({ message: 'Your password has been reset.' }),
    ),
    http.post('/auth/verify-email', ({ response }) =>
      response(200).json({ message: 'Your e-mail address is verified.' }),
    ),

    http.get('/users/me', ({ request, response }) =>
      response(200).json(signedIn(store, request).profile),
    ),

    /** The profile as sent; the role and "exists" read from then on as a completed profile's. */
    http.patch('/users/update-profile', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const { role, preferences, ...fields } = await request.json();
      const { profile } = caller;
      Object.assign(profile, fields, {
        email: fields.email.toLowerCase(),
        role: role ? ROLE_OF[role] : profile.role,
        preferences: preferences ?? profile.preferences,
      });
      if (profile.role && caller.name === 'newcomer') {
        store.answer(caller.name, 'GET /users/role', { role: profile.role });
        store.answer(caller.name, `GET /users/exists/${fixtures.users.newcomer.id}`, {
          exists: true,
        });
      }
      return response(200).json(profile);
    }),

    http.post('/users/get_user_ids', async ({ request, response }) => {
      const { list_users } = await request.json();
      const user_ids = list_users.flatMap((email) => store.byEmail(email)?.profile.id ?? []);
      return response(200).json({ user_ids });
    }),

    http.post('/users/delete_account', ({ response }) => response(204).empty()),
  ];
}
