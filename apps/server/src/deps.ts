import type { Engine } from '@lingua/content';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokens } from './auth/accessTokens';
import type { Config } from './config';
import type { Db, Queryable } from './db/db';
import type { MailQueue } from './mail/outbox';

/** What route modules need, built once per app. */
export interface Deps {
  config: Config;
  db: Db;
  /** Reads that may lag a little (room analytics): DATABASE_REPLICA_URL, else `db`. */
  replica: Queryable;
  log: FastifyBaseLogger;
  accessTokens: AccessTokens;
  mail: MailQueue;
  limits: RateLimits;
  /** The exercise engine: built-in, or an LLM when OPENAI_* is configured. */
  engine: Engine;
}

export interface RateLimitRule {
  max: number;
  windowSeconds: number;
}

/** Growing delays for failed sign-ins of one account from one address. */
export interface LoginLockRule {
  /** Failures allowed before the first delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it, up to `maxDelaySeconds`. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/**
 * Every pupil of a school reaches the server from one public address, so the per-address
 * ceilings are far above a class (40 sign-ups and 600 logins in a lesson never meet them) and
 * only failures count. Guessing one account is stopped per (account, address) instead.
 */
export interface RateLimits {
  loginFailuresPerIp: RateLimitRule;
  loginLock: LoginLockRule;
  /** Failed sign-ins of one account from every address together: past it, the account waits. */
  loginFailuresPerAccount: RateLimitRule;
  /**
   * Password checks of one account (sign-ins, right or wrong, and account deletions): each costs
   * an argon2 hash, so one valid account cannot keep the server's cores busy.
   */
  passwordChecksPerAccount: RateLimitRule;
  /** Mails telling an owner their sign-in was paused. */
  lockMailPerAccount: RateLimitRule;
  signupPerIp: RateLimitRule;
  forgotPasswordPerIp: RateLimitRule;
  forgotPasswordPerAccount: RateLimitRule;
  resetPasswordPerIp: RateLimitRule;
  chatPerUser: RateLimitRule;
  /** E-mail lookups (get_user_ids) per teacher. */
  userLookupPerTeacher: RateLimitRule;
  /** Requests to change the account's e-mail address (with the password check they carry). */
  emailChangePerAccount: RateLimitRule;
  /** Wrong room codes per account, then per address (a school shares one). */
  joinFailuresPerAccount: RateLimitRule;
  joinFailuresPerIp: RateLimitRule;
  /** Sign-ins started with an OpenID Connect provider per address (each keeps a row a while). */
  oidcStartsPerIp: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  loginFailuresPerIp: { max: 300, windowSeconds: 10 * 60 },
  loginLock: { freeFailures: 10, firstDelaySeconds: 30, maxDelaySeconds: 60 * 60 },
  // Guessing from many addresses: 30 failures an hour in all, whatever their addresses.
  loginFailuresPerAccount: { max: 30, windowSeconds: 60 * 60 },
  // A pupil signs in a few times a lesson (wrong passwords included); a script hundreds a minute.
  passwordChecksPerAccount: { max: 40, windowSeconds: 10 * 60 },
  lockMailPerAccount: { max: 1, windowSeconds: 60 * 60 },
  signupPerIp: { max: 120, windowSeconds: 10 * 60 },
  forgotPasswordPerIp: { max: 120, windowSeconds: 10 * 60 },
  forgotPasswordPerAccount: { max: 3, windowSeconds: 60 * 60 },
  resetPasswordPerIp: { max: 120, windowSeconds: 10 * 60 },
  // A lively lesson is a message every few seconds; a script is hundreds a minute.
  chatPerUser: { max: 120, windowSeconds: 60 * 60 },
  // A teacher adds a few classes a day; 200 addresses a call makes 4000 lookups an hour.
  userLookupPerTeacher: { max: 20, windowSeconds: 60 * 60 },
  // Someone who mistyped their address a few times; not a script trying addresses.
  emailChangePerAccount: { max: 5, windowSeconds: 60 * 60 },
  // A pupil mistypes a code a few times; 2^40 codes are not found at 10 an hour. A school of
  // several classes, each pupil mistyping once or twice, stays under the per-address ceiling.
  joinFailuresPerAccount: { max: 10, windowSeconds: 60 * 60 },
  joinFailuresPerIp: { max: 500, windowSeconds: 60 * 60 },
  // A whole school signs in through its provider at the start of a lesson, from one address.
  oidcStartsPerIp: { max: 1_000, windowSeconds: 10 * 60 },
};
