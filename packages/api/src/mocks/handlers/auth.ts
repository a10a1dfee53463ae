import { http } from '../http';
import { recordedAnswer } from '../recorded';
import type { MockStore } from '../store';

/**
 * Sign-up, login and links always succeed for the fixtures' users; refusals (wrong password,
 * expired link...) are named scenarios recorded from the server.
 */
export function authHandlers(store: MockStore) {
  return [
    http.post('/auth/signup', async ({ request, response }) => {
      const { email } = await request.json();
      const id = store.newId();
      if (!store.userByEmail(email)) {
        const blank = { username: null, first_name: null, last_name: null, country: null };
        store.db.users.push({
          id,
          email: email.toLowerCase(),
          ...blank,
          phone_number: null,
          role: null,
          preferences: {},
          created_at: store.nowIso(),
          email_verified: false,
        });
      }
      return response(201).json({
        id,
        email: email.toLowerCase(),
        message: 'Account created. Please check your email to verify your account.',
      });
    }),

    http.post('/auth/login', async ({ request, response }) => {
      const user = store.userByEmail((await request.json()).email);
      if (!user) return recordedAnswer('loginInvalid', 'POST /auth/login');
      return response(200).json({
        ...store.issueTokens(user.id),
        user: { id: user.id, email: user.email },
      });
    }),

    http.post('/auth/token', async ({ request, response }) => {
      const userId = /^refresh-([0-9a-f-]{36})/.exec((await request.json()).refresh_token)?.[1];
      if (!userId || !store.user(userId)) {
        return recordedAnswer('refreshExpired', 'POST /auth/token');
      }
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
  ];
}
