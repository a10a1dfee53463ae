import { resolve } from 'node:path';
import { defaultWebDist, openapiPath } from './paths';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Embedded database folder; undefined keeps it in memory (tests only). */
  dataDir: string | undefined;
  /** HS256 key for access tokens; when absent one is generated and kept in the database. */
  jwtSecret: string | undefined;
  appUrl: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  webDist: string;
  openapiPath: string;
  logLevel: string;
  /** Largest accepted request body in bytes (listening exercises carry audio). */
  bodyLimit: number;
  /** Honour X-Forwarded-For from a load balancer (rate limits key on the client IP). */
  trustProxy: boolean;
  /** Run the mail worker in this process. */
  mailWorker: boolean;
  /** Run the job closing timed sittings left open past their deadline (safe in every instance). */
  sittingCloser: boolean;
  /** How often that job looks for them, in seconds. */
  sittingCloseIntervalSeconds: number;
}

type Env = Record<string, string | undefined>;

/**
 * Reads the configuration from the environment. Relative DATA_DIR is resolved against the
 * directory the command was started from (pnpm's INIT_CWD), so `pnpm start` at the repo root
 * keeps its data in `<repo>/.data`.
 */
export function loadConfig(env: Env = process.env): Config {
  const baseDir = env.INIT_CWD ?? process.cwd();
  const port = Number(env.PORT ?? 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(baseDir, env.DATA_DIR || '.data'),
    jwtSecret: env.JWT_SECRET || undefined,
    appUrl: (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    mailFrom: env.MAIL_FROM || 'Lingua <no-reply@lingua.local>',
    smtpUrl: env.SMTP_URL || undefined,
    webDist: env.WEB_DIST ? resolve(baseDir, env.WEB_DIST) : defaultWebDist,
    openapiPath: env.OPENAPI_PATH ? resolve(baseDir, env.OPENAPI_PATH) : openapiPath,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: Number(env.BODY_LIMIT ?? 10 * 1024 * 1024),
    trustProxy: env.TRUST_PROXY === 'true',
    mailWorker: env.MAIL_WORKER !== 'false',
    sittingCloser: env.SITTING_CLOSER !== 'false',
    sittingCloseIntervalSeconds: Number(env.SITTING_CLOSE_INTERVAL_SECONDS ?? 30),
  };
}
