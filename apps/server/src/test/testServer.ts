import { PassThrough } from 'node:stream';
import type { Engine } from '@lingua/content';
import { afterAll, beforeAll, expect } from 'vitest';
import { type App, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Db } from '../db/db';
import type { RateLimits } from '../deps';
import type { HttpMethod } from '../http/openapi';
import { ContractResponses } from './contract';
import { openTestDb, type TestDb } from './testDb';

export interface CallOptions {
  body?: unknown;
  token?: string;
  query?: Record<string, string | number>;
  /** Raw body sent as-is (malformed JSON tests, a recording's bytes). */
  rawBody?: string | Uint8Array;
  headers?: Record<string, string>;
}

// biome-ignore lint/suspicious/noExplicitAny: bodies are checked against openapi.yaml at run time, so tests read them freely
export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  app: App;
  db: Db;
  config: Config;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  /**
   * Calls `METHOD /api{path}` where `path` is the contract's template (`/rooms/room/{id}`) and
   * `params` fill it in; the JSON answer is checked against openapi.yaml for its status.
   */
  // biome-ignore lint/suspicious/noExplicitAny: see CallResult
  call<T = any>(
    method: HttpMethod,
    path: string,
    options?: CallOptions & { params?: Record<string, string> },
  ): Promise<CallResult<T>>;
}

const generous = { max: 10_000, windowSeconds: 60 };
const generousLimits: RateLimits = {
  loginFailuresPerIp: generous,
  loginLock: { freeFailures: 10_000, firstDelaySeconds: 1, maxDelaySeconds: 1 },
  loginFailuresPerAccount: generous,
  passwordChecksPerAccount: generous,
  lockMailPerAccount: generous,
  signupPerIp: generous,
  forgotPasswordPerIp: generous,
  forgotPasswordPerAccount: generous,
  resetPasswordPerIp: generous,
  chatPerUser: generous,
  userLookupPerTeacher: generous,
  emailChangePerAccount: generous,
  joinFailuresPerAccount: generous,
  joinFailuresPerIp: generous,
  oidcStartsPerIp: generous,
};

/**
 * Starts one server per test file on a random port over a fresh database. Every client calls
 * from 127.0.0.1, as every pupil of a school shares one public address. Rate limits are
 * generous unless a test file asks for real ones (`limits: defaultRateLimits`).
 */
export function useTestServer(
  options: {
    limits?: Partial<RateLimits>;
    config?: Partial<Config>;
    /** Where the database comes from (by default: openTestDb). */
    database?: () => Promise<Pick<TestDb, 'db' | 'drop'>>;
    /** The exercise engine (by default: the environment's). */
    engine?: Engine;
  } = {},
): TestServer {
  const contract = new ContractResponses();
  let dropDb: () => Promise<void> = async () => {};
  const server = { logs: [] as Record<string, unknown>[] } as TestServer;

  beforeAll(async () => {
    const { db, drop } = await (options.database ?? openTestDb)();
    dropDb = drop;
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line.trim()) server.logs.push(JSON.parse(line));
    });
    const config: Config = {
      ...loadConfig({}),
      dataDir: undefined,
      jwtSecret: undefined,
      appUrl: 'http://lingua.test',
      webDist: '/nonexistent',
      mailWorker: false,
      sittingCloser: false,
      ...options.config,
    };
    const app = await buildApp(config, {
      db,
      limits: { ...generousLimits, ...options.limits },
      logStream,
      engine: options.engine,
    });
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const address = app.fastify.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    Object.assign(server, { url: `http://127.0.0.1:${address.port}`, app, db, config });
  }, 60_000);

  afterAll(async () => {
    await server.app?.close();
    await dropDb();
  });

  server.call = async (method, path, { body, token, query, rawBody, headers, params } = {}) => {
    let url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(params?.[name] ?? ''),
    );
    if (query)
      url += `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
    const response = await fetch(`${server.url}/api${url}`, {
      method: method.toUpperCase(),
      headers: {
        ...(body !== undefined || rawBody !== undefined
          ? { 'content-type': 'application/json' }
          : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      // A recording's bytes are a body as they are (the DOM's BodyInit types them narrower).
      body:
        (rawBody as RequestInit['body']) ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    const contentType = response.headers.get('content-type');
    const parsed =
      text && contentType?.includes('application/json') ? JSON.parse(text) : text || undefined;
    const problems = contract.check(method, path, response.status, parsed, contentType);
    if (response.status >= 500) problems.push(...serverErrors(server.logs));
    expect(
      problems,
      `${method.toUpperCase()} ${url} answered ${response.status} ${text.slice(0, 300)}`,
    ).toEqual([]);
    return { status: response.status, body: parsed, headers: response.headers };
  };

  return server;
}

/** The errors the server logged, so a 500 in a test shows its cause. */
function serverErrors(logs: Record<string, unknown>[]): string[] {
  return logs
    .filter((line) => Number(line.level) >= 50)
    .map((line) =>
      JSON.stringify((line.err as { message?: string } | undefined)?.message ?? line.msg),
    );
}
