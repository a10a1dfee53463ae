import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { benchPaths, repoRoot } from './paths';

export interface ServerCommand {
  args: string[];
  /** What ran, for the report: the build, or the sources when nothing is built yet. */
  label: string;
}

const serverDir = join(repoRoot, 'apps', 'server');

/**
 * The built server as `pnpm start` finally runs it (its start script rebuilds the bundle first,
 * which is build time, not start time); the sources through tsx when nothing is built yet.
 */
export function serverCommand(): ServerCommand {
  const bundle = join(serverDir, 'dist', 'main.js');
  if (existsSync(bundle)) {
    return { args: [bundle], label: 'node apps/server/dist/main.js' };
  }
  return {
    args: ['--import', 'tsx', join(serverDir, 'src', 'main.ts')],
    label: 'node --import tsx apps/server/src/main.ts (no server build found)',
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** Extra environment (TRUST_PROXY for the login benchmark). */
  env?: Record<string, string>;
  /** Name of the log file under bench/.work/logs. */
  logName: string;
}

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first 200 of GET /api/health. */
  readyMs: number;
  stop(): Promise<void>;
}

const IGNORED_ENV = ['OPENAI_BASE_URL', 'OPENAI_API_KEY', 'OPENAI_MODEL', 'SMTP_URL'];

/**
 * Environment of a production start: no LLM, no SMTP (mails stay in the outbox), the shell's
 * PORT/DATABASE_URL/DATA_DIR replaced by the benchmark's own.
 */
function serverEnv(port: number, options: ServerOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of [...IGNORED_ENV, 'PORT', 'DATABASE_URL', 'DATA_DIR']) delete env[name];
  return {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...options.env,
  };
}

/** Starts the server in its own process and waits for its first healthy answer. */
export async function startServer(
  options: ServerOptions,
  timeoutMs = 120_000,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  mkdirSync(benchPaths.logs, { recursive: true });
  const logFile = join(benchPaths.logs, `${options.logName}.log`);
  const log = openSync(logFile, 'w');
  const command = serverCommand();
  const started = performance.now();
  const child = spawn(process.execPath, command.args, {
    cwd: repoRoot,
    env: serverEnv(port, options),
    stdio: ['ignore', log, log],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const readyMs = await waitForHealth(url, started, timeoutMs, exited).catch(async (error) => {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}; server log: ${logFile}`);
  });
  return {
    url,
    readyMs,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function waitForHealth(
  url: string,
  started: number,
  timeoutMs: number,
  exited: Promise<number | null>,
): Promise<number> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  while (performance.now() - started < timeoutMs) {
    if (exitCode !== undefined) throw new Error(`the server exited with code ${exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.status === 200) return performance.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no 200 from ${url}/api/health within ${timeoutMs / 1000} s`);
}

/**
 * Waits until requests left in flight by a load run are worked off, so the next run starts on
 * an idle server: three health checks in a row answered within `quickMs`.
 */
export async function waitUntilIdle(
  url: string,
  quickMs = 200,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let quickInARow = 0;
  while (quickInARow < 3 && performance.now() < deadline) {
    const before = performance.now();
    const response = await fetch(`${url}/api/health`).catch(() => undefined);
    quickInARow = response?.ok && performance.now() - before < quickMs ? quickInARow + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
