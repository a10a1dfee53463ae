import { randomUUID } from 'node:crypto';
import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { requestLocale } from '../http/callerLocale';
import { badRequest, forbidden, HttpError, unauthorized } from '../http/errors';
import { clearRateLimit, countHit, secondsUntilWindowEnds } from '../http/queries';
import { assertUnderRateLimit, hitRateLimit } from '../http/rateLimit';
import { type RouteDefinition, route } from '../http/route';
import {
  loginLockedMail,
  passwordResetMail,
  signupAttemptMail,
  verificationMail,
} from '../mail/messages';
import { tokenResponse } from './accessTokens';
import { completeEmailChange } from './emailChange';
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
  findSignInCredentials,
  insertUser,
  lockLogin,
  loginLockSeconds,
  markEmailVerified,
  noteClassSignIn,
  savedLanguageOf,
  setPassword,
} from './queries';
import {
  issueRefreshToken,
  revokeAllForUser,
  revokeFamilyOf,
  rotateRefreshToken,
} from './refreshTokens';
import {
  addressKey,
  chargePasswordCheck,
  createAddressList,
  isFirstLock,
  loginLockDelaySeconds,
  normaliseEmail,
} from './rules';
import { requiredProviderFor } from './sso/rules';

export const SIGNUP_MESSAGE =
  'Account created successfully! Please check your email to verify your account.';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
const BAD_CREDENTIALS = serverMessage('error.badCredentials');
const BAD_LINK = serverMessage('error.badLink');

/** 429 asking to wait `seconds` (said in minutes) or reset the password. */
const lockRefusal = (id: 'error.lockedOut' | 'error.accountLockedOut') => (seconds: number) =>
  new HttpError(429, serverMessage(id, { minutes: Math.ceil(seconds / 60) }), undefined, {
    'retry-after': String(seconds),
  });
const lockedOut = lockRefusal('error.lockedOut');
const accountLockedOut = lockRefusal('error.accountLockedOut');

export function authRoutes({ db, accessTokens, mail, config, limits }: Deps): RouteDefinition[] {
  const isAllowlisted = createAddressList(config.rateLimitAllowlist);
  /** Counts a hit on a per-address ceiling, unless the address is on the operator's allowlist. */
  const hitAddressLimit = (key: string, address: string, rule: typeof limits.signupPerIp) =>
    isAllowlisted(address) ? Promise.resolve() : hitRateLimit(db, `${key}:ip:${address}`, rule);

  const tokenPair = (userId: string, sessionId: string, refreshToken: string) =>
    tokenResponse(accessTokens, userId, sessionId, refreshToken);
  /** A domain whose rule says `required` signs in with its provider, never with a password. */
  const refuseRequiredSso = (email: string) => {
    const required = requiredProviderFor([...config.oidcProviders, ...config.samlProviders], email);
    if (required)
      throw forbidden(
        serverMessage('error.oidc.required', {
          domain: required.domain,
          provider: required.provider.name,
        }),
      );
  };

  return [
    route('post', '/auth/signup', async ({ body, request }) => {
      const email = normaliseEmail(body.email);
      refuseRequiredSso(email);
      await hitAddressLimit('signup', request.ip, limits.signupPerIp);
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
        const token = await createOneTimeToken(tx, created, 'verify_email', email);
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
      // An e-mail, or a class account's username: the limits below count either as the account.
      const email = normaliseEmail(body.email);
      refuseRequiredSso(email);
      const address = addressKey(request.ip);
      const locked = await loginLockSeconds(db, email, address);
      if (locked > 0) throw lockedOut(locked);
      const accountFailuresKey = `login-failures:account:${email}`;
      const accountLocked = await secondsUntilWindowEnds(
        db,
        accountFailuresKey,
        limits.loginFailuresPerAccount.windowSeconds,
        limits.loginFailuresPerAccount.max,
      );
      if (accountLocked !== undefined) throw accountLockedOut(accountLocked);
      const failuresKey = `login-failures:ip:${address}`;
      const allowlisted = isAllowlisted(request.ip);
      if (!allowlisted) await assertUnderRateLimit(db, failuresKey, limits.loginFailuresPerIp);
      await chargePasswordCheck(db, email, limits.passwordChecksPerAccount);

      const user = await findSignInCredentials(db, email);
      const valid = user
        ? await verifyPassword(user.password_hash, body.password)
        : await verifyAgainstDummy(body.password);
      if (!user || !valid) {
        await db.transaction(async (tx) => {
          const failures = await countLoginFailure(tx, email, address);
          const delay = loginLockDelaySeconds(failures, limits.loginLock);
          if (delay > 0) await lockLogin(tx, email, address, delay);
          const window = await countHit(
            tx,
            accountFailuresKey,
            limits.loginFailuresPerAccount.windowSeconds,
          );
          const accountLockStarts = window?.hits === limits.loginFailuresPerAccount.max;
          if (!user || !(isFirstLock(failures, limits.loginLock) || accountLockStarts)) return;
          // A class account has no address: its teacher gives a new card instead.
          if (user.class_account) return;
          // However many addresses guess, the owner gets one mail an hour at most.
          const mails = await countHit(
            tx,
            `lock-mail:account:${email}`,
            limits.lockMailPerAccount.windowSeconds,
          );
          if ((mails?.hits ?? 0) > limits.lockMailPerAccount.max) return;
          const token = await createOneTimeToken(tx, user.id, 'reset_password', email);
          await mail.enqueue(
            tx,
            loginLockedMail(
              (await savedLanguageOf(tx, email)) ?? requestLocale(request),
              email,
              config.appUrl,
              token,
              request.ip,
              Math.ceil((accountLockStarts ? (window?.retry_after ?? 0) : delay) / 60),
            ),
          );
        });
        if (!allowlisted) await hitRateLimit(db, failuresKey, limits.loginFailuresPerIp);
        throw unauthorized(BAD_CREDENTIALS);
      }
      await clearLoginLocks(db, email, address);
      if (user.class_account) await noteClassSignIn(db, user.id);
      const session = await issueRefreshToken(db, user.id);
      return {
        status: 200,
        body: {
          ...(await tokenPair(user.id, session.sessionId, session.refreshToken)),
          user: { id: user.id, email: user.email },
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
        const token = await createOneTimeToken(tx, user.id, 'reset_password', email);
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
        const used = await consumeOneTimeToken(tx, body.token, ['reset_password']);
        if (!used) return false;
        const userId = used.user_id;
        const email = await setPassword(tx, userId, passwordHash);
        // Every session and every older link of the account ends; sign-in is unlocked.
        await revokeAllForUser(tx, userId);
        await retireOneTimeTokens(tx, userId, ['reset_password']);
        if (email) {
          await clearLoginLocks(tx, email);
          await clearRateLimit(tx, `login-failures:account:${email}`);
        }
        return true;
      });
      if (!reset) throw badRequest(BAD_LINK);
      return {
        status: 200,
        body: { message: 'Your password has been reset. You can now log in.' },
      };
    }),

    route('post', '/auth/verify-email', async ({ body }) => {
      // A link proves the address it was mailed to, and only while that is still the account's
      // (or, for a change, still the pending one).
      const verified = await db.transaction(async (tx) => {
        const used = await consumeOneTimeToken(tx, body.token, ['verify_email', 'change_email']);
        if (!used) return false;
        if (used.purpose === 'verify_email') return markEmailVerified(tx, used.user_id, used.email);
        return completeEmailChange(tx, used.user_id, used.email);
      });
      if (!verified) throw badRequest(BAD_LINK);
      return { status: 200, body: { message: 'Your email address is verified.' } };
    }),
  ];
}
