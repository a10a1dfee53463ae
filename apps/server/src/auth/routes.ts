import { randomUUID } from 'node:crypto';
import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { requestLocale } from '../http/callerLocale';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { assertUnderRateLimit, hitRateLimit } from '../http/rateLimit';
import { type RouteDefinition, route } from '../http/route';
import {
  loginLockedMail,
  passwordResetMail,
  signupAttemptMail,
  verificationMail,
} from '../mail/messages';
import { ACCESS_TOKEN_SECONDS } from './accessTokens';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  isOneTimeTokenValid,
  retireOneTimeTokens,
} from './oneTimeTokens';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import {
  clearLoginLocks,
  countLoginFailure,
  findCredentials,
  insertUser,
  lockLogin,
  loginLockSeconds,
  markEmailVerified,
  savedLanguageOf,
  setPassword,
} from './queries';
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeFamilyOf,
  rotateRefreshToken,
} from './refreshTokens';
import { createAddressList, isFirstLock, loginLockDelaySeconds, normaliseEmail } from './rules';

export const SIGNUP_MESSAGE =
  'Account created successfully! Please check your email to verify your account.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
const BAD_CREDENTIALS = serverMessage('error.badCredentials');
const BAD_LINK = serverMessage('error.badLink');

const lockedOut = (seconds: number) =>
  new HttpError(
    429,
    serverMessage('error.lockedOut', { minutes: Math.ceil(seconds / 60) }),
    undefined,
    { 'retry-after': String(seconds) },
  );

export function authRoutes({ db, accessTokens, mail, config, limits }: Deps): RouteDefinition[] {
  const isAllowlisted = createAddressList(config.rateLimitAllowlist);
  /** Counts a hit on a per-address ceiling, unless the address is on the operator's allowlist. */
  const hitAddressLimit = (key: string, address: string, rule: typeof limits.signupPerIp) =>
    isAllowlisted(address) ? Promise.resolve() : hitRateLimit(db, `${key}:ip:${address}`, rule);

  const tokenPair = async (userId: string, sessionId: string, refreshToken: string) => ({
    access_token: await accessTokens.sign(userId, sessionId),
    refresh_token: refreshToken,
    token_type: 'bearer' as const,
    expires_in: ACCESS_TOKEN_SECONDS,
  });

  return [
    route('post', '/auth/signup', async ({ body, request }) => {
      await hitAddressLimit('signup', request.ip, limits.signupPerIp);
      const email = normaliseEmail(body.email);
      const passwordHash = await hashPassword(body.password);
      // A taken address answers like a new one (no one learns who has an account); its owner
      // is told by mail instead.
      const id = await db.transaction(async (tx) => {
        const created = await insertUser(tx, email, passwordHash);
        if (!created) {
          const locale = (await savedLanguageOf(tx, email)) ?? requestLocale(request);
          await mail.enqueue(tx, signupAttemptMail(locale, email, config.appUrl));
          return randomUUID();
        }
        const token = await createOneTimeToken(tx, created, 'verify_email');
        // A new account has no settings yet: the language the visitor signed up in.
        await mail.enqueue(
          tx,
          verificationMail(requestLocale(request), email, config.appUrl, token),
        );
        return created;
      });
      return { status: 201, body: { id, email, message: SIGNUP_MESSAGE } };
    }),

    route('post', '/auth/login', async ({ body, request }) => {
      const email = normaliseEmail(body.email);
      const address = request.ip;
      const locked = await loginLockSeconds(db, email, address);
      if (locked > 0) throw lockedOut(locked);
      const failuresKey = `login-failures:ip:${address}`;
      const allowlisted = isAllowlisted(address);
      if (!allowlisted) await assertUnderRateLimit(db, failuresKey, limits.loginFailuresPerIp);

      const user = await findCredentials(db, email);
      const valid = user
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        await db.transaction(async (tx) => {
          const failures = await countLoginFailure(tx, email, address);
          const delay = loginLockDelaySeconds(failures, limits.loginLock);
          if (delay > 0) await lockLogin(tx, email, address, delay);
          if (user && isFirstLock(failures, limits.loginLock)) {
            const token = await createOneTimeToken(tx, user.id, 'reset_password');
            await mail.enqueue(
              tx,
              loginLockedMail(
                (await savedLanguageOf(tx, email)) ?? requestLocale(request),
                email,
                config.appUrl,
                token,
                address,
                Math.ceil(delay / 60),
              ),
            );
          }
        });
        if (!allowlisted) await hitRateLimit(db, failuresKey, limits.loginFailuresPerIp);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await clearLoginLocks(db, email, address);
      const session = await issueRefreshToken(db, user.id);
      return {
        status: 200,
        body: {
          ...(await tokenPair(user.id, session.sessionId, session.refreshToken)),
          user: { id: user.id, email },
        },
      };
    }),

    route('post', '/auth/token', async ({ body }) => {
      const rotated = await rotateRefreshToken(db, body.refresh_token);
      if (!rotated) throw unauthorized(serverMessage('error.invalidRefreshToken'));
      return {
        status: 200,
        body: await tokenPair(rotated.userId, rotated.sessionId, rotated.refreshToken),
      };
    }),

    route('post', '/auth/logout', async ({ body }) => {
      await revokeFamilyOf(db, body.refresh_token);
      return { status: 204 };
    }),

    route('post', '/auth/forgot-password', async ({ body, request }) => {
      const email = normaliseEmail(body.email);
      await hitAddressLimit('forgot', request.ip, limits.forgotPasswordPerIp);
      await hitRateLimit(db, `forgot:account:${email}`, limits.forgotPasswordPerAccount);
      // Same work and answer whether or not the account exists.
      await db.transaction(async (tx) => {
        const user = await findCredentials(tx, email);
        if (!user) return;
        const token = await createOneTimeToken(tx, user.id, 'reset_password');
        const locale = (await savedLanguageOf(tx, email)) ?? requestLocale(request);
        await mail.enqueue(tx, passwordResetMail(locale, email, config.appUrl, token));
      });
      return { status: 202, body: { message: FORGOT_PASSWORD_MESSAGE } };
    }),

    route('post', '/auth/reset-password', async ({ body, request }) => {
      await hitAddressLimit('reset', request.ip, limits.resetPasswordPerIp);
      // The token is checked before the costly hash, so guessing links costs the guesser.
      if (!(await isOneTimeTokenValid(db, body.token, 'reset_password')))
        throw badRequest(BAD_LINK);
      const passwordHash = await hashPassword(body.new_password);
      const reset = await db.transaction(async (tx) => {
        const userId = await consumeOneTimeToken(tx, body.token, 'reset_password');
        if (!userId) return false;
        const email = await setPassword(tx, userId, passwordHash);
        // Every session and every older link of the account ends; sign-in is unlocked.
        await revokeAllForUser(tx, userId);
        await retireOneTimeTokens(tx, userId, 'reset_password');
        if (email) await clearLoginLocks(tx, email);
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
        await markEmailVerified(tx, userId);
        return true;
      });
      if (!verified) throw badRequest(BAD_LINK);
      return { status: 200, body: { message: 'Your email address is verified.' } };
    }),
  ];
}
