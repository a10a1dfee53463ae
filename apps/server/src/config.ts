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
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr names such as
   * `loopback`); the client is the right-most address not in this list. False: the socket's.
   */
  trustProxy: false | string[];
  /** Address ranges (a school's) that per-address rate limits never stop. */
  rateLimitAllowlist: string[];
  /** Run the mail worker in this process. */
  mailWorker: boolean;
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitAllowlist: splitList(env.RATE_LIMIT_ALLOWLIST),
    mailWorker: env.MAIL_WORKER !== 'false',
  };
}

const splitList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * `TRUST_PROXY=true` trusts a proxy on this machine only (loopback): trusting every hop would
 * let a client pick its own address with a forged X-Forwarded-For.
 */
function parseTrustProxy(value: string | undefined): false | string[] {
  if (!value || value === 'false') return false;
  if (value === 'true') return ['loopback'];
  return splitList(value);
}
