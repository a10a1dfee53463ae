import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { type Engine, engineFromEnv } from '@lingua/content';
import { serverText } from '@lingua/i18n/server';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { createSittingCloser, type SittingCloser } from './assignments/closeJob';
import { assignmentRoutes } from './assignments/routes';
import { createAccessTokens } from './auth/accessTokens';
import { createAuthenticate } from './auth/authenticate';
import { oidcRoutes } from './auth/oidc/routes';
import { authRoutes } from './auth/routes';
import { samlRoutes } from './auth/saml/routes';
import { budgetedEngine } from './budgets/engine';
import { chatRoutes } from './chat/routes';
import { classAccountRoutes } from './classAccounts/routes';
import { AUTH_BODY_LIMIT, type Config } from './config';
import type { Db } from './db/db';
import { migrate, readMigrations, requireSchema } from './db/migrate';
import { openDb, openReplica } from './db/openDb';
import { type Deps, defaultRateLimits, type RateLimits } from './deps';
import { reviewRoutes } from './exercises/reviewRoutes';
import { exerciseRoutes } from './exercises/routes';
import { versionRoutes } from './exercises/versions/routes';
import { feedbackRoutes } from './feedback/routes';
import { gradebookRoutes } from './gradebook/routes';
import { callerLocale } from './http/callerLocale';
import { installErrorHandling } from './http/errorHandler';
import { type ContractOperation, contractOperations, loadOpenApi } from './http/openapi';
import { warnOfUntrustedForwarding } from './http/proxyWarning';
import { requestForLog } from './http/redact';
import { API_PREFIX, registerContract } from './http/registerContract';
import type { RouteDefinition } from './http/route';
import { contractValidatorCompiler } from './http/validation';
import { createMailQueue } from './mail/outbox';
import { createTransport } from './mail/transport';
import { createMailWorker, type MailWorker } from './mail/worker';
import { mailerRoutes } from './mailer/routes';
import { metricsRoutes } from './metrics/routes';
import { createMetrics, type Metrics } from './observability/metrics';
import { RECORDING_TYPES, recordingRoutes } from './recordings/routes';
import { createRetentionJob, type RetentionJob } from './retention/job';
import { roomRoutes } from './rooms/routes';
import { trackRequests } from './system/drain';
import { systemRoutes } from './system/routes';
import type { Lifecycle } from './system/rules';
import { templateRoutes } from './templates/routes';
import { userRoutes } from './users/routes';

export interface BuildOptions {
  /** An already-open database (tests share one per file); otherwise opened from config. */
  db?: Db;
  limits?: Partial<RateLimits>;
  /** Pino destination stream (tests capture the log). */
  logStream?: NodeJS.WritableStream;
  /** The exercise engine; by default chosen from the environment (OPENAI_*). */
  engine?: Engine;
}

export interface App {
  fastify: FastifyInstance;
  db: Db;
  mailWorker: MailWorker;
  retention: RetentionJob;
  lifecycle: Lifecycle;
  /** Prometheus metrics; undefined unless METRICS_PORT is set. */
  metrics: Metrics | undefined;
  /** Closes and grades timed sittings the browser left open past their deadline. */
  sittingCloser: SittingCloser;
  /** Stops taking requests, finishes the ones in flight, stops the background jobs, closes the db. */
  close(): Promise<void>;
  /**
   * SIGTERM: readiness answers 503 at once; after SHUTDOWN_DELAY_MS the port closes, requests
   * and event streams in flight get SHUTDOWN_TIMEOUT_MS to finish (then their connections are
   * cut), and the app closes.
   */
  shutdown(): Promise<void>;
}

const ROUTE_MODULES: ((deps: Deps) => RouteDefinition[])[] = [
  authRoutes,
  oidcRoutes,
  samlRoutes,
  userRoutes,
  roomRoutes,
  classAccountRoutes,
  feedbackRoutes,
  exerciseRoutes,
  versionRoutes,
  reviewRoutes,
  templateRoutes,
  assignmentRoutes,
  metricsRoutes,
  mailerRoutes,
  chatRoutes,
  gradebookRoutes,
  recordingRoutes,
];

/** Builds the whole server from its configuration: database, migrations, contract routes, SPA. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const ownsDb = !options.db;
  const db = options.db ?? (await openDb(config));
  const migrations = await readMigrations();
  if (config.migrateOnStart) await migrate(db, migrations);
  else await requireSchema(db, migrations);
  const replica = openReplica(config, db);
  const lifecycle: Lifecycle = {
    draining: false,
    expectedVersion: migrations.at(-1)?.version ?? 0,
  };

  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.new_password',
          '*.refresh_token',
          '*.access_token',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (a malformed URL, a path segment over 100 characters)
    // otherwise skip the error handler and answer in Fastify's own shape.
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply).status(error.statusCode ?? 400).send({
        detail:
          error.statusCode === 414 ? 'The request URL is too long' : 'The request URL is malformed',
      }),
  });
  fastify.setValidatorCompiler(contractValidatorCompiler());
  // Every body of the contract is JSON, but a SAML provider's response, posted by a form
  // (HTTP-POST binding) to the ACS; anything else is refused with 415, so no other route can
  // be reached by a cross-site form.
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.routeOptions.url?.endsWith('/auth/saml/:id/acs')) {
        done(Object.assign(new Error(`Unsupported Media Type`), { statusCode: 415 }), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  // And a recording (issue 33): its bytes as they came, checked by the upload's rules.
  fastify.addContentTypeParser(
    [...RECORDING_TYPES],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await fastify.register(helmet, { contentSecurityPolicy: { directives: spaCsp } });
  installErrorHandling(fastify);
  warnOfUntrustedForwarding(fastify, config.trustProxy);
  const drain = trackRequests(fastify);
  const metrics =
    config.metricsPort === undefined
      ? undefined
      : createMetrics(fastify, {
          primary: db,
          replica: replica.db === db ? undefined : replica.db,
        });

  const mailWorker = createMailWorker(
    db,
    createTransport(config.smtpUrl, config.mailFrom, fastify.log),
    fastify.log,
  );
  const deps: Deps = {
    config,
    db,
    replica: replica.db,
    log: fastify.log,
    accessTokens: await createAccessTokens(db, config.jwtSecret),
    mail: createMailQueue(
      () => mailWorker.wake(),
      // The address is a person's: log its domain only.
      ({ kind, to }) =>
        fastify.log.warn({ kind, domain: to.split('@')[1] }, 'mail over its recipient cap dropped'),
    ),
    limits: { ...defaultRateLimits, ...options.limits },
    engine: budgetedEngine(
      options.engine ??
        engineFromEnv(process.env, {
          onFallback: (error) =>
            fastify.log.warn({ err: error }, 'LLM failed twice; built-in engine used'),
        }),
      db,
      config.budgets,
      fastify.log,
    ),
  };
  registerContract(
    fastify,
    contractOperations(loadOpenApi(config.openapiPath)),
    [...systemRoutes(deps, lifecycle), ...ROUTE_MODULES.flatMap((module) => module(deps))],
    createAuthenticate(db, deps.accessTokens),
    (operation) => bodyLimitOf(operation, config),
  );
  await serveWebApp(fastify, config.webDist);
  if (config.mailWorker) mailWorker.start();
  const retention = createRetentionJob(db, config.retention, fastify.log);
  retention.start();
  if (metrics) await metrics.listen(config.metricsPort ?? 0, config.metricsHost);
  const sittingCloser = createSittingCloser(
    db,
    deps.engine,
    fastify.log,
    config.sittingCloseIntervalSeconds * 1000,
  );
  if (config.sittingCloser) sittingCloser.start();

  const app: App = {
    fastify,
    db,
    mailWorker,
    retention,
    lifecycle,
    metrics,
    sittingCloser,
    async close() {
      await fastify.close();
      await Promise.all([
        mailWorker.stop(),
        retention.stop(),
        sittingCloser.stop(),
        metrics?.close(),
      ]);
      await replica.close();
      if (ownsDb) await db.close();
    },
    async shutdown() {
      lifecycle.draining = true;
      if (config.shutdownDelayMs > 0)
        await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      // Refuse new connections at once; then wait for what is in flight, not for the idle
      // keep-alive connections clients leave open.
      fastify.server.close();
      fastify.server.closeIdleConnections();
      await drain.settled(Date.now() + config.shutdownTimeoutMs);
      fastify.server.closeAllConnections();
      await app.close();
    },
  };
  return app;
}

/**
 * Strict CSP a Vite-built SPA runs under: scripts and styles from our origin only; inline
 * style attributes (set by react-aria for positioning) and data:/blob: media (exercise audio)
 * allowed; no framing. The one inline <style> element react-aria injects (touch-action for
 * pressable elements) is allowed by its hash.
 */
const spaCsp = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='"],
  styleSrcAttr: ["'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Plain-http deployments (localhost, a school LAN) must not have their assets rewritten to https.
  upgradeInsecureRequests: null,
};

/** Where a recording's audio is the body: a student's answer, a teacher's reply. */
const RECORDING_UPLOADS = new Set(['/recordings', '/recordings/replies']);

/**
 * 16 KB for the anonymous sign-in calls, the exercise body limit only where an exercise (with
 * its audio) is saved, RECORDING_MAX_BYTES where a recording is uploaded, BODY_LIMIT everywhere
 * else.
 */
function bodyLimitOf(operation: ContractOperation, config: Config): number {
  if (operation.path.startsWith('/auth/')) return AUTH_BODY_LIMIT;
  if (RECORDING_UPLOADS.has(operation.path) && operation.method === 'post')
    return config.recordings.maxBytes;
  if (operation.path === '/exercises/update_exercise/{id}') return config.exerciseBodyLimit;
  return config.bodyLimit;
}

/**
 * A hashed file never changes under its name, so a browser keeps it for a year without asking
 * again; index.html and the other unhashed files (route-gate.js, favicon.svg) are asked about
 * on every load (`no-cache`: a 304 when unchanged), so a new release is seen at once and then
 * fetches only the chunks whose hash changed.
 */
function webCacheControl(webDist: string, file: string): string {
  // Vite names every file it writes under assets/ `<name>-<hash>.<ext>`.
  const [folder] = relative(webDist, file).split(sep);
  return folder === 'assets' ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A page of apps/web's build for the paths of one route (its dist/pages.json). */
interface RoutePage {
  pattern: RegExp;
  file: string;
}

/**
 * The build's page per app route (apps/web/scripts/prerender.mjs): each asks for its route's
 * first view from its head and may hold the route's pre-rendered frame. None in an older build.
 */
function readRoutePages(webDist: string): RoutePage[] {
  const table = join(webDist, 'pages.json');
  if (!existsSync(table)) return [];
  const pages: { pattern: string; flags: string; file: string }[] = JSON.parse(
    readFileSync(table, 'utf8'),
  );
  return pages.map(({ pattern, flags, file }) => ({ pattern: new RegExp(pattern, flags), file }));
}

/**
 * Serves apps/web's build with history fallback: unknown non-API GETs get their route's page, or
 * index.html (the landing page, and the app's not-found page for a path no route has).
 */
async function serveWebApp(fastify: FastifyInstance, webDist: string): Promise<void> {
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  const routePages = hasWebApp ? readRoutePages(webDist) : [];
  // preCompressed: the web build writes .br and .gz beside each text file (a third of the bytes).
  if (hasWebApp) {
    await fastify.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', webCacheControl(webDist, path));
      },
    });
  }
  fastify.setNotFoundHandler((request, reply) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(`${API_PREFIX}/`) &&
      request.url !== API_PREFIX;
    if (wantsPage) {
      const path = request.url.split('?')[0] ?? '/';
      const page = routePages.find(({ pattern }) => pattern.test(path));
      return reply.type('text/html').sendFile(page?.file ?? 'index.html');
    }
    return reply.status(404).send({ detail: serverText(callerLocale(request), 'error.notFound') });
  });
}
