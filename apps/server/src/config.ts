import { resolve } from 'node:path';
import { defaultWebDist, openapiPath } from './paths';
import { type OidcProviderConfig, parseOidcProviders } from './shared/oidcProviders';
import {
  checkProviderLists,
  parseSamlProviders,
  type SamlProviderConfig,
} from './shared/samlProviders';
import { StartupError } from './shared/startupError';

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl: string | undefined;
  /** Connections each instance keeps to PostgreSQL at most. */
  databasePoolSize: number;
  /** A statement running longer is cancelled (PostgreSQL's statement_timeout). */
  statementTimeoutMs: number;
  /** A transaction left idle longer is ended by PostgreSQL, releasing its locks. */
  idleInTransactionTimeoutMs: number;
  /** A read replica for the room analytics; the primary when absent. */
  databaseReplicaUrl: string | undefined;
  /**
   * PostgreSQL is reached through PgBouncer in transaction mode: no named statements and no
   * per-connection settings, since consecutive transactions may run on different connections.
   */
  pgbouncerTransactionMode: boolean;
  /** Apply pending migrations at start-up (off when `pnpm db:migrate` is a deployment step). */
  migrateOnStart: boolean;
  /**
   * After SIGTERM, readiness answers 503 but the port stays open this long, so a load balancer
   * polling /api/health/ready stops sending traffic before connections are refused.
   */
  shutdownDelayMs: number;
  /** Then in-flight requests and streams get this long to finish before the process exits. */
  shutdownTimeoutMs: number;
  /** How long finished rows are kept before the retention job deletes them. */
  retention: RetentionPeriods;
  /** Port of the Prometheus `/metrics` endpoint; off when undefined. */
  metricsPort: number | undefined;
  /** The interface that port listens on: this machine only unless told otherwise. */
  metricsHost: string;
  /** Embedded database folder; undefined keeps it in memory (tests only). */
  dataDir: string | undefined;
  /** HS256 key for access tokens; when absent one is generated and kept in the database. */
  jwtSecret: string | undefined;
  appUrl: string;
  /** OpenID Connect providers people may sign in with (OIDC_PROVIDERS), with their domain rules. */
  oidcProviders: OidcProviderConfig[];
  /** SAML 2.0 providers of schools (SAML_PROVIDERS), with their domain rules. */
  samlProviders: SamlProviderConfig[];
  mailFrom: string;
  smtpUrl: string | undefined;
  webDist: string;
  openapiPath: string;
  logLevel: string;
  /** Largest accepted request body in bytes, but where an exercise is saved and on sign-in. */
  bodyLimit: number;
  /** Largest body where an exercise is saved (a listening exercise carries its audio). */
  exerciseBodyLimit: number;
  /** Spoken answers (issue 33): the largest recording, and what one account may keep in all. */
  recordings: RecordingLimits;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses, CIDRs or proxy-addr names such as
   * `loopback`); the client is the right-most address not in this list. False: the socket's.
   */
  trustProxy: false | string[];
  /** Address ranges (a school's) that per-address rate limits never stop. */
  rateLimitAllowlist: string[];
  /** Daily budgets of model calls (issue 30): per account and for the whole deployment. */
  budgets: Budgets;
  /** Run the mail worker in this process. */
  mailWorker: boolean;
  /** Run the job closing timed sittings left open past their deadline (safe in every instance). */
  sittingCloser: boolean;
  /** How often that job looks for them, in seconds. */
  sittingCloseIntervalSeconds: number;
}

/** How many model calls of one kind a day: one account's, and all accounts' together. */
export interface Budget {
  perAccount: number;
  total: number;
}

/** Generation, reviews of open items, the tutor chat, listening speech and transcripts, each with a model. */
export interface Budgets {
  generation: Budget;
  review: Budget;
  chat: Budget;
  speech: Budget;
  /** Students' recordings transcribed for their teacher. */
  transcription: Budget;
}

export interface RetentionPeriods {
  /** Refresh tokens, counted from their expiry or revocation. */
  refreshTokenDays: number;
  /** Reset and verification links, counted from their use or expiry. */
  oneTimeTokenDays: number;
  /** Rate-limit windows, counted from their start. */
  rateLimitDays: number;
  /** Sent mail (and mail given up on), counted from sending. */
  sentMailDays: number;
  /** Students' recordings, counted from recording. */
  recordingDays: number;
  /** How often one instance runs the job. */
  intervalMs: number;
}

export interface RecordingLimits {
  /** Bytes of one recording (the upload's body limit). */
  maxBytes: number;
  /** Bytes of recordings one account keeps. */
  accountBytes: number;
}

type Env = Record<string, string | undefined>;

/** Sign-in, sign-up and the links of mails take small bodies, read before anyone is known. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/** A whole number from the environment, or `fallback` when unset; anything else stops start-up. */
function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new StartupError(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return value;
}

/** BUDGET_<KIND>_PER_ACCOUNT and BUDGET_<KIND>_TOTAL, model calls a day (0: none). */
function budget(env: Env, kind: string, perAccount: number, total: number): Budget {
  return {
    perAccount: integer(env, `BUDGET_${kind}_PER_ACCOUNT`, perAccount),
    total: integer(env, `BUDGET_${kind}_TOTAL`, total),
  };
}

/** A configured signing key shorter than SHA-256's own 32 bytes could be guessed offline. */
export const JWT_SECRET_MIN_BYTES = 32;

function jwtSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < JWT_SECRET_MIN_BYTES)
    throw new StartupError(
      `JWT_SECRET must be at least ${JWT_SECRET_MIN_BYTES} bytes, not ${bytes} (openssl rand -base64 48 makes one), or be left out to have one generated and kept in the database`,
    );
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw !== 'true' && raw !== 'false')
    throw new StartupError(`${name} must be true or false, not "${raw}"`);
  return raw === 'true';
}

function pgbouncerMode(env: Env): boolean {
  const raw = env.DATABASE_PGBOUNCER;
  if (raw === undefined || raw === '' || raw === 'session') return false;
  if (raw === 'transaction') return true;
  throw new StartupError(`DATABASE_PGBOUNCER must be transaction or session, not "${raw}"`);
}

/**
 * Reads the configuration from the environment. Relative DATA_DIR is resolved against the
 * directory the command was started from (pnpm's INIT_CWD), so `pnpm start` at the repo root
 * keeps its data in `<repo>/.data`.
 */
export function loadConfig(env: Env = process.env): Config {
  const baseDir = env.INIT_CWD ?? process.cwd();
  const port = Number(env.PORT ?? 3000);
  const appUrl = (env.APP_URL || `http://localhost:${port}`).replace(/\/$/, '');
  const oidcProviders = parseOidcProviders(env.OIDC_PROVIDERS);
  const samlProviders = parseSamlProviders(env.SAML_PROVIDERS, appUrl);
  checkProviderLists(oidcProviders, samlProviders);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1),
    statementTimeoutMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000),
    idleInTransactionTimeoutMs: integer(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000),
    databaseReplicaUrl: env.DATABASE_REPLICA_URL || undefined,
    pgbouncerTransactionMode: pgbouncerMode(env),
    migrateOnStart: flag(env, 'MIGRATE_ON_START', true),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 0),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 25_000),
    retention: {
      refreshTokenDays: integer(env, 'RETENTION_REFRESH_TOKEN_DAYS', 7),
      oneTimeTokenDays: integer(env, 'RETENTION_ONE_TIME_TOKEN_DAYS', 7),
      rateLimitDays: integer(env, 'RETENTION_RATE_LIMIT_DAYS', 1),
      sentMailDays: integer(env, 'RETENTION_SENT_MAIL_DAYS', 30),
      // A school year and its summer: last year's recordings are gone before the next one ends.
      recordingDays: integer(env, 'RECORDING_RETENTION_DAYS', 400, 1),
      intervalMs: integer(env, 'RETENTION_INTERVAL_MS', 60 * 60_000, 1_000),
    },
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    dataDir: resolve(baseDir, env.DATA_DIR || '.data'),
    jwtSecret: jwtSecret(env.JWT_SECRET),
    appUrl,
    oidcProviders,
    samlProviders,
    mailFrom: env.MAIL_FROM || 'Lingua <no-reply@lingua.local>',
    smtpUrl: env.SMTP_URL || undefined,
    webDist: env.WEB_DIST ? resolve(baseDir, env.WEB_DIST) : defaultWebDist,
    openapiPath: env.OPENAPI_PATH ? resolve(baseDir, env.OPENAPI_PATH) : openapiPath,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024, AUTH_BODY_LIMIT),
    exerciseBodyLimit: integer(env, 'EXERCISE_BODY_LIMIT', 10 * 1024 * 1024, AUTH_BODY_LIMIT),
    recordings: {
      // Two minutes of Opus at 128 kbps (a browser's default); three hours at 32 kbps per account.
      maxBytes: integer(env, 'RECORDING_MAX_BYTES', 2 * 1024 * 1024, 1024),
      accountBytes: integer(env, 'RECORDING_ACCOUNT_BYTES', 50 * 1024 * 1024, 1024),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitAllowlist: splitList(env.RATE_LIMIT_ALLOWLIST),
    budgets: {
      generation: budget(env, 'GENERATION', 50, 2_000),
      review: budget(env, 'REVIEW', 200, 20_000),
      chat: budget(env, 'CHAT', 300, 20_000),
      speech: budget(env, 'SPEECH', 30, 1_000),
      // Two speaking tasks of two answers a day for each pupil of a district.
      transcription: budget(env, 'TRANSCRIPTION', 40, 20_000),
    },
    mailWorker: env.MAIL_WORKER !== 'false',
    sittingCloser: env.SITTING_CLOSER !== 'false',
    sittingCloseIntervalSeconds: Number(env.SITTING_CLOSE_INTERVAL_SECONDS ?? 30),
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
