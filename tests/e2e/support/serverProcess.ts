import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { repoRoot } from './repo';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

interface StartOptions {
  port: number;
  /** Variables for the server on top of the runner's own environment. */
  env: Record<string, string>;
  /** Where the server's stdout and stderr go. */
  logFile: string;
  /** How long the server may take to answer /api/health (it may build first). */
  readyTimeout: number;
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the app the way a school would, with `pnpm start`, in its own process group so
 * stopping it also stops the node process pnpm runs.
 */
export async function startServer({
  port,
  env,
  logFile,
  readyTimeout,
}: StartOptions): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(logFile, 'w');
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const server = { url, stop: () => stopGroup(child, exited) };

  try {
    await waitForHealth(url, exited, readyTimeout);
  } catch (error) {
    await server.stop();
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
    throw new Error(`${(error as Error).message}\nLast lines of ${logFile}:\n${tail}`);
  }
  return server;
}

interface JourneyServerOptions {
  /** An empty folder for the embedded database: every server starts from nothing. */
  dataDir: string;
  /** The web build to serve (the run's copy). */
  webDist: string;
  /** Where the server delivers mail. */
  smtpUrl: string;
  logFile: string;
  /** More variables, e.g. an LLM provider. */
  env?: Record<string, string>;
  /** Its port, when something must know it first (a provider's redirect URI); else a free one. */
  port?: number;
}

/** A server for journeys on a free port: fresh database, mail to the sink, links to itself. */
export async function startJourneyServer({
  dataDir,
  webDist,
  smtpUrl,
  logFile,
  env = {},
  port: chosenPort,
}: JourneyServerOptions): Promise<RunningServer> {
  const port = chosenPort ?? (await freePort());
  return startServer({
    port,
    logFile,
    readyTimeout: 120_000,
    env: {
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SMTP_URL: smtpUrl,
      APP_URL: `http://127.0.0.1:${port}`,
      MAIL_FROM: 'Lingua <no-reply@lingua.test>',
      // The tests reach the server as a school does: every client from one address, named by
      // a proxy on this machine (see clientIp in fixtures.ts); `true` trusts loopback only.
      TRUST_PROXY: 'true',
      // The job closing sittings a browser left runs often, so a journey can wait for it.
      SITTING_CLOSE_INTERVAL_SECONDS: '2',
      ...env,
    },
  });
}

async function waitForHealth(
  url: string,
  exited: Promise<number | null>,
  timeout: number,
): Promise<void> {
  let exitCode: number | null | undefined;
  void exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`pnpm start exited with code ${exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${url}/api/health within ${timeout} ms`);
}

/** SIGTERM lets the server finish its requests and close the database; SIGKILL if it hangs. */
async function stopGroup(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const group = -child.pid;
  process.kill(group, 'SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!stopped) process.kill(group, 'SIGKILL');
}
