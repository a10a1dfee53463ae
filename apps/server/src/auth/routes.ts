import type { Deps } from '../deps';
import { badRequest, conflict, unauthorized } from '../http/errors';
import { assertUnderRateLimit, hitRateLimit } from '../http/rateLimit';
import { type RouteDefinition, route } from '../http/route';
import { passwordResetMail, verificationMail } from '../mail/messages';
import { ACCESS_TOKEN_SECONDS } from './accessTokens';
import { consumeOneTimeToken, createOneTimeToken } from './oneTimeTokens';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeFamilyOf,
  rotateRefreshToken,
} from './refreshTokens';

export const SIGNUP_MESSAGE =
  'Account created successfully! Please check your email to verify your account.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
const BAD_CREDENTIALS = 'Incorrect email or password';
const BAD_LINK = 'This link is invalid or has expired.';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export function authRoutes({ db, accessTokens, mail, config, limits }: Deps): RouteDefinition[] {
  const tokenPair = async (userId: string, refreshToken: string) => ({
    access_token: await accessTokens.sign(userId),
    refresh_token: refreshToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
  });

  return [
    route('post', '/auth/signup', async ({ body, request }) => {
      await hitRateLimit(db, `signup:ip:${request.ip}`, limits.signupPerIp);
      const email = normaliseEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const [created] = await tx.query<{ id: string }>(
          `INSERT INTO users (email, password_hash) VALUES ($1, $2)
           ON CONFLICT (email) DO NOTHING RETURNING id`,
          [email, passwordHash],
        );
        if (!created) return undefined;
        const token = await createOneTimeToken(tx, created.id, 'verify_email');
        await mail.enqueue(tx, verificationMail(email, config.appUrl, token));
        return created;
      });
      if (!user) throw conflict('An account with this email already exists');
      return { status: 201, body: { id: user.id, email, message: SIGNUP_MESSAGE } };
    }),

    route('post', '/auth/login', async ({ body, request }) => {
      const email = normaliseEmail(body.email);
      const accountKey = `login-failures:account:${email}`;
      await hitRateLimit(db, `login:ip:${request.ip}`, limits.loginPerIp);
      await assertUnderRateLimit(db, accountKey, limits.loginFailuresPerAccount);
      const [user] = await db.query<{ id: string; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE email = $1',
        [email],
      );
      const valid = user
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        await hitRateLimit(db, accountKey, limits.loginFailuresPerAccount);
        throw unauthorized(BAD_CREDENTIALS);
      }
      const refreshToken = await issueRefreshToken(db, user.id);
      return {
        status: 200,
        body: { ...(await tokenPair(user.id, refreshToken)), user: { id: user.id, email } },
      };
    }),

    route('post', '/auth/token', async ({ body }) => {
      const rotated = await rotateRefreshToken(db, body.refresh_token);
      if (!rotated) throw unauthorized('Invalid or expired refresh token');
      return { status: 200, body: await tokenPair(rotated.userId, rotated.refreshToken) };
    }),

    route('post', '/auth/logout', async ({ body }) => {
      await revokeFamilyOf(db, body.refresh_token);
      return { status: 204 };
    }),

    route('post', '/auth/forgot-password', async ({ body, request }) => {
      const email = normaliseEmail(body.email);
      await hitRateLimit(db, `forgot:ip:${request.ip}`, limits.forgotPasswordPerIp);
      await hitRateLimit(db, `forgot:account:${email}`, limits.forgotPasswordPerAccount);
      // Same work and answer whether or not the account exists.
      await db.transaction(async (tx) => {
        const [user] = await tx.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
          email,
        ]);
        if (!user) return;
        const token = await createOneTimeToken(tx, user.id, 'reset_password');
        await mail.enqueue(tx, passwordResetMail(email, config.appUrl, token));
      });
      return { status: 202, body: { message: FORGOT_PASSWORD_MESSAGE } };
    }),

    route('post', '/auth/reset-password', async ({ body }) => {
      const passwordHash = await hashPassword(body.new_password);
      const reset = await db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(tx, body.token, 'reset_password');
        if (!userId) return false;
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [
          userId,
          passwordHash,
        ]);
        await revokeAllForUser(tx, userId);
        return true;
      });
      if (!reset) throw badRequest(BAD_LINK);
      return {
        status: 200,
        body: { message: 'Your password has been reset. You can now log in.' },
      };
    }),

    route('post', '/auth/verify-email', async ({ body }) => {
      const verified = await db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(tx, body.token, 'verify_email');
        if (!userId) return false;
        await tx.query(
          'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
          [userId],
        );
        return true;
      });
      if (!verified) throw badRequest(BAD_LINK);
      return { status: 200, body: { message: 'Your email address is verified.' } };
    }),
  ];
}
