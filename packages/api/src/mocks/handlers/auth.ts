import { http, problem, readBody } from '../http';
import { recordedAnswer } from '../recorded';
import type { MockStore } from '../store';

const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$/;
const PASSWORD_MESSAGE =
  'Password must be at least 8 characters and include at least one uppercase letter, one lowercase letter, and one number.';

export function authHandlers(store: MockStore) {
  return [
    http.post('/auth/signup', async ({ request, response }) => {
      const body = await readBody(request, ['email', 'password']);
      if (body instanceof Response) return body;
      if (!PASSWORD_POLICY.test(body.password)) {
        return problem(422, PASSWORD_MESSAGE, { password: PASSWORD_MESSAGE });
      }
      const id = store.newId();
      // A taken address is answered like a new one (the server mails its owner instead).
      if (!store.userByEmail(body.email))
        store.db.users.push({
          id,
          email: body.email.toLowerCase(),
          username: null,
          first_name: null,
          last_name: null,
          country: null,
          phone_number: null,
          role: null,
          preferences: {},
          created_at: store.nowIso(),
          email_verified: false,
        });
      store.db.passwords[body.email.toLowerCase()] ??= body.password;
      return response(201).json({
        id,
        email: body.email.toLowerCase(),
        message: 'Account created. Please check your email to verify your account.',
      });
    }),

    http.post('/auth/login', async ({ request, response }) => {
      const body = await readBody(request, ['email', 'password']);
      if (body instanceof Response) return body;
      const user = store.userByEmail(body.email);
      if (!user || store.db.passwords[user.email] !== body.password) {
        return recordedAnswer('loginInvalid', 'POST /auth/login');
      }
      return response(200).json({
        ...store.issueTokens(user.id),
        user: { id: user.id, email: user.email },
      });
    }),

    http.post('/auth/token', async ({ request, query, response }) => {
      if (query.get('grant_type') !== 'refresh_token') {
        return problem(422, 'Unsupported grant type', { grant_type: 'Must be refresh_token' });
      }
      const body = await readBody(request, ['refresh_token']);
      if (body instanceof Response) return body;
      const tokens = store.refreshTokens(body.refresh_token);
      if (!tokens) return recordedAnswer('refreshExpired', 'POST /auth/token');
      return response(200).json(tokens);
    }),

    http.post('/auth/logout', async ({ request, response }) => {
      const body = await readBody(request, ['refresh_token']);
      if (body instanceof Response) return body;
      return response(204).empty();
    }),

    http.post('/auth/forgot-password', async ({ request, response }) => {
      const body = await readBody(request, ['email']);
      if (body instanceof Response) return body;
      return response(202).json({
        message: 'If an account exists for this address, a reset link is on its way.',
      });
    }),

    http.post('/auth/reset-password', async ({ request, response }) => {
      const body = await readBody(request, ['token', 'new_password']);
      if (body instanceof Response) return body;
      if (!PASSWORD_POLICY.test(body.new_password)) {
        return problem(422, PASSWORD_MESSAGE, { new_password: PASSWORD_MESSAGE });
      }
      // Mock reset links carry `reset-<e-mail>`.
      const user = body.token.startsWith('reset-') && store.userByEmail(body.token.slice(6));
      if (!user) return problem(400, 'This reset link is invalid or has expired');
      store.db.passwords[user.email] = body.new_password;
      return response(200).json({ message: 'Your password has been reset.' });
    }),

    http.post('/auth/verify-email', async ({ request, response }) => {
      const body = await readBody(request, ['token']);
      if (body instanceof Response) return body;
      // Mock verification links carry `verify-<e-mail>`.
      const user = body.token.startsWith('verify-') && store.userByEmail(body.token.slice(7));
      if (!user) return problem(400, 'This verification link is invalid or has expired');
      user.email_verified = true;
      return response(200).json({ message: 'Your e-mail address is verified.' });
    }),
  ];
}
