import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));

/** A real `src/main.ts` process on its own port, as production runs it, that a test can kill. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** What the server has written so far (pino's JSON lines, warnings and up by default). */
  log(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MAIL_WORKER: 'false',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Always read, so a full pipe never blocks the server.
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode}: ${output.slice(-2000)}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy)
      return {
        url,
        child,
        log: () => output,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy within 60 s');
}

/** `METHOD /api{path}` with JSON in and out. */
export async function api(
  url: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; signal?: AbortSignal } = {},
) {
  const response = await fetch(`${url}/api${path}`, {
    method,
    ...(options.signal ? { signal: options.signal } : {}),
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: soak tests read answers loosely; the contract is checked elsewhere
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}

const PASSWORD = 'Secret123';

/** Logs a user of signUpUser in again (a new session) and returns the access token. */
export async function logIn(url: string, email: string): Promise<string> {
  const login = await api(url, 'POST', '/auth/login', { body: { email, password: PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  return login.body.access_token;
}

/** Signs up, logs in and completes the profile of a new user (a student unless told). */
export async function signUpUser(
  url: string,
  role: 'student' | 'teacher' = 'student',
): Promise<{ token: string; email: string; id: string }> {
  const email = `soak-${role}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await api(url, 'POST', '/auth/signup', { body: { email, password: PASSWORD } });
  const token = await logIn(url, email);
  const profile = await api(url, 'PATCH', '/users/update-profile', {
    token,
    body: {
      username: email.split('@')[0],
      first_name: 'Soak',
      last_name: role === 'student' ? 'Student' : 'Teacher',
      country: 'Germany',
      phone_number: '+49 123456789',
      email,
      role,
      preferences: {},
    },
  });
  if (profile.status !== 200) throw new Error(`profile failed: ${profile.status}`);
  return { token, email, id: profile.body.id };
}
