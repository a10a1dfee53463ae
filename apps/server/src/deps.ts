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

export interface RateLimits {
  loginPerIp: RateLimitRule;
  loginFailuresPerAccount: RateLimitRule;
  signupPerIp: RateLimitRule;
  forgotPasswordPerIp: RateLimitRule;
  forgotPasswordPerAccount: RateLimitRule;
  chatPerUser: RateLimitRule;
}

export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 30, windowSeconds: 15 * 60 },
  loginFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerIp: { max: 10, windowSeconds: 60 * 60 },
  forgotPasswordPerAccount: { max: 3, windowSeconds: 60 * 60 },
  // A lively lesson is a message every few seconds; a script is hundreds a minute.
  chatPerUser: { max: 120, windowSeconds: 60 * 60 },
};
