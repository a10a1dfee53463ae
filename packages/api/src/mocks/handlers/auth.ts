import { http, problem, signedIn } from '../http';
import { recordedAnswer } from '../recorded';
import type { MockStore } from '../store';

/**
 * Logging in and refreshing succeed for the fixtures' users, with tokens naming them (sign-up
 * and the links answer as recorded); refusals (wrong password, expired link...) are named
 * scenarios recorded from the server.
 */
export function authHandlers(store: MockStore) {
  return [
    http.post('/auth/login', async ({ request, response }) => {
      const user = store.byEmail((await request.json()).email)?.profile;
      if (!user) return recordedAnswer('loginInvalid', 'POST /auth/login');
      return response(200).json({
        ...store.issueTokens(user.id),
        user: { id: user.id, email: user.email },
      });
    }),

    /**
     * The return from a provider: the code `sso-<e-mail>` opens a fixture user's session. The
     * mocks configure no provider, so going to one is the server's 404, as it answers then.
     */
    http.post('/auth/oidc/exchange', async ({ request, response }) => {
      const code = (await request.json()).code;
      const user = store.byEmail(code.replace(/^sso-/, ''))?.profile;
      if (!user) return problem(400, 'This sign-in has expired. Please start again.');
      return response(200).json({
        ...store.issueTokens(user.id),
        user: { id: user.id, email: user.email },
      });
    }),
    http.get('/auth/oidc/{id}/start', () => problem(404, 'Not found')),
    http.get('/auth/oidc/{id}/callback', () => problem(404, 'Not found')),
    http.get('/auth/saml/{id}/start', () => problem(404, 'Not found')),
    http.post('/auth/saml/{id}/acs', () => problem(404, 'Not found')),

    http.post('/auth/token', async ({ request, response }) => {
      const userId = /^refresh-([0-9a-f-]{36})/.exec((await request.json()).refresh_token)?.[1];
      if (!userId || !store.profiles.has(userId))
        return recordedAnswer('refreshExpired', 'POST /auth/token');
      return response(200).json(store.issueTokens(userId));
    }),

    /**
     * The profile as sent; the caller's reads of it and of their role follow. A new address waits
     * in `pending_email` (the password is not checked: refusals are the server's, recorded).
     */
    http.patch('/users/update-profile', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const { role, preferences, current_password: _, email, ...fields } = await request.json();
      const { profile } = caller;
      const address = email.trim().toLowerCase();
      const pending = address !== profile.email.toLowerCase();
      Object.assign(profile, fields, {
        pending_email: pending ? address : (profile.pending_email ?? null),
        role: role ? (role === 'teacher' ? 'Teacher' : 'Student') : profile.role,
        preferences: preferences ?? profile.preferences,
      });
      store.answer(caller.name, 'GET /users/me', profile);
      if (profile.role) {
        store.answer(caller.name, 'GET /users/role', { role: profile.role });
        store.answer(caller.name, `GET /users/exists/${profile.id}`, { exists: true });
      }
      return response(200).json(profile);
    }),

    http.post('/users/get_user_ids', async ({ request, response }) => {
      const { list_users } = await request.json();
      const user_ids = list_users.flatMap((email) => store.byEmail(email)?.profile.id ?? []);
      return response(200).json({ user_ids });
    }),
  ];
}
