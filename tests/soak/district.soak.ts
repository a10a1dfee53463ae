import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  hasPgbouncer,
  type Nginx,
  type Pgbouncer,
  startNginx,
  startPgbouncer,
  startSmtpSink,
} from '@lingua/server/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './serverProcess';

interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const { Client } = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'pg',
) as { Client: new (options: { connectionString: string }) => PgClient };

const serverDir = fileURLToPath(new URL('../../apps/server', import.meta.url));
const upstream = process.env.TEST_DATABASE_URL;

const CLIENTS = 64;
/** Requests answered before the SIGKILL, before the SIGTERM, and before the end. */
const KILL_AT = 1_500;
const RESTART_AT = 3_000;
const TOTAL = 5_000;
const REPLY_BOUND_MS = 30_000;

interface Instance {
  port: number;
  child: ChildProcess;
  output: string;
}

interface Outcome {
  method: string;
  path: string;
  status: number | string;
  upstream: string;
  started: number;
  ended: number;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** The built server (`pnpm start`'s bundle), on `port`, waiting until it is ready. */
async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { port, child, output: '' };
  const keep = (chunk: Buffer) => {
    instance.output = (instance.output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`instance exited: ${instance.output}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return instance;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance not ready within 60 s: ${instance.output}`);
}

/** One virtual pupil: its own client address (rate limits are per IP), account and exercise. */
async function pupil(url: string, n: number) {
  const ip = `10.0.${n >> 8}.${n & 255}`;
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const started = Date.now();
    let status: number | string;
    let upstreamAddress = '';
    let json: unknown;
    try {
      const response = await fetch(`${url}/api${path}`, {
        method,
        signal: AbortSignal.timeout(REPLY_BOUND_MS),
        headers: {
          'x-forwarded-for': ip,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      status = response.status;
      upstreamAddress = response.headers.get('x-upstream') ?? '';
      const text = await response.text();
      json =
        text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (error) {
      status = (error as Error).name;
    }
    return {
      outcome: { method, path, status, upstream: upstreamAddress, started, ended: Date.now() },
      // biome-ignore lint/suspicious/noExplicitAny: the soak reads answers loosely; the contract is checked elsewhere
      body: json as any,
    };
  };
  const email = `district-${n}-${Date.now()}@example.com`;
  const must = async (reply: Awaited<ReturnType<typeof call>>, expected: number) => {
    if (reply.outcome.status !== expected)
      throw new Error(
        `${reply.outcome.path}: ${reply.outcome.status} ${JSON.stringify(reply.body)}`,
      );
    return reply.body;
  };
  await must(await call('POST', '/auth/signup', { email, password: 'Secret123' }), 201);
  const { access_token: token } = await must(
    await call('POST', '/auth/login', { email, password: 'Secret123' }),
    200,
  );
  await must(
    await call(
      'PATCH',
      '/users/update-profile',
      {
        username: `district${n}x${Date.now()}`,
        first_name: 'District',
        last_name: 'Pupil',
        country: 'Germany',
        phone_number: '+49 123456789',
        email,
        role: 'student',
        preferences: {},
      },
      token,
    ),
    200,
  );
  const generated = await must(
    await call(
      'POST',
      '/exercises/writing',
      {
        user_input: 'Travel',
        language: 'German',
        level: 'A2',
        quantity: 1,
        variation: 'Verb Conjugation Drills',
      },
      token,
    ),
    201,
  );
  const exerciseId: string = generated.data[0].id;
  let answers = 0;
  /** One request of the mix: mostly reads, one in four a graded answer. */
  const step = async (i: number) => {
    switch (i % 8) {
      case 0:
      case 4:
        answers += 1;
        return call(
          'POST',
          '/exercises/review_answer',
          {
            exercise_id: exerciseId,
            type: 'Writing',
            language: 'German',
            user_answer: { Exercises: [{ id: 1, question: 'ich (gehen)', answer: `gehe ${i}` }] },
          },
          token,
        );
      case 1:
      case 5:
        return call('GET', '/users/me', undefined, token);
      case 2:
        return call('GET', `/exercises/exercise/${exerciseId}`, undefined, token);
      case 3:
        return call('GET', '/exercises/all_exercises', undefined, token);
      case 6:
        return call('GET', '/users/dashboard', undefined, token);
      default:
        return call('GET', '/rooms/rooms_list_assigned', undefined, token);
    }
  };
  const forgot = () => call('POST', '/auth/forgot-password', { email });
  return { step, forgot, email, answered: () => answers };
}

describe.skipIf(!upstream || !hasPgbouncer())('a district: nginx, PgBouncer, 3 instances', () => {
  it('keeps serving 64 clients while one instance is killed and one restarted', async () => {
    expect(spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir }).status).toBe(0);

    const database = `lingua_district_${process.pid}`;
    const admin = new Client({ connectionString: upstream ?? '' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${database}`);
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    });
    const bouncer: Pgbouncer = await startPgbouncer(upstream ?? '', 20);
    cleanups.push(() => bouncer.stop());
    const sink = await startSmtpSink();
    cleanups.push(() => sink.close());

    const env = {
      DATABASE_URL: bouncer.url(database),
      DATABASE_PGBOUNCER: 'transaction',
      DATABASE_POOL_SIZE: '8',
      MIGRATE_ON_START: 'false',
      SMTP_URL: sink.url,
      // nginx's address, as docs/deploy.md says to name it.
      TRUST_PROXY: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      SHUTDOWN_TIMEOUT_MS: '10000',
    };
    // The deployment step, before any instance starts.
    const migration = spawnSync(process.execPath, ['dist/db/migrateCli.js'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });
    expect(migration.status, migration.stderr).toBe(0);

    const ports = [await freePort(), await freePort(), await freePort()];
    const instances = await Promise.all(ports.map((port) => startInstance(port, env)));
    const nginx: Nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
    cleanups.push(() => nginx.stop());

    const pupils = await Promise.all(
      Array.from({ length: CLIENTS }, (_, n) => pupil(nginx.url, n)),
    );

    const outcomes: Outcome[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    /** When the process was seen dead: requests sent to it until then were in flight on it. */
    let diedAt = Number.POSITIVE_INFINITY;
    let killedAddress = '';
    let restart: Promise<void> | undefined;
    let restartedAt = Number.POSITIVE_INFINITY;
    const events = async () => {
      if (outcomes.length >= KILL_AT && killedAddress === '') {
        const victim = instances[0] as Instance;
        killedAddress = `127.0.0.1:${victim.port}`;
        killedAt = Date.now();
        victim.child.once('exit', () => {
          diedAt = Date.now();
        });
        victim.child.kill('SIGKILL');
      }
      if (outcomes.length >= RESTART_AT && !restart) {
        const restarted = instances[1] as Instance;
        restartedAt = Date.now();
        const address = `127.0.0.1:${restarted.port}`;
        // docs/deploy.md's rolling restart: out of nginx's rotation, SIGTERM (the instance
        // finishes what it serves), start, back in.
        restart = (async () => {
          await nginx.setDown(address, true);
          const exited = new Promise((resolve) => restarted.child.once('exit', resolve));
          restarted.child.kill('SIGTERM');
          expect(await exited).toBe(0);
          instances[1] = await startInstance(restarted.port, env);
          await nginx.setDown(address, false);
        })();
      }
    };
    await Promise.all(
      pupils.map(async (client, n) => {
        for (let i = 0; outcomes.length < TOTAL; i += 1) {
          // Each pupil asks for a reset link once, mid-load: mail the instances must send once.
          const reply = i === 20 + (n % 40) ? await client.forgot() : await client.step(i);
          outcomes.push(reply.outcome);
          await events();
        }
      }),
    );
    await restart;

    // Every failure was in flight on the instance killed with SIGKILL when it died.
    const failures = outcomes.filter(
      (outcome) => typeof outcome.status !== 'number' || outcome.status >= 400,
    );
    const excused = failures.filter(
      (outcome) =>
        outcome.started <= diedAt &&
        outcome.ended >= killedAt &&
        outcome.upstream.includes(killedAddress),
    );
    const roles = new Map(
      ports.map((port, index) => [`127.0.0.1:${port}`, ['killed', 'restarted', 'steady'][index]]),
    );
    const described = (outcome: Outcome) => ({
      ...outcome,
      upstream: outcome.upstream.replace(
        /127\.0\.0\.1:\d+/g,
        (address) => roles.get(address) ?? address,
      ),
      sinceKill: outcome.started - killedAt,
      sinceRestart: outcome.started - restartedAt,
    });
    expect(failures.filter((failure) => !excused.includes(failure)).map(described)).toEqual([]);
    expect(outcomes.length).toBeGreaterThanOrEqual(TOTAL);
    console.log(
      `district soak: ${outcomes.length} requests, ${failures.length} failed (all in flight on the killed instance)`,
    );

    // Every mail queued (a verification per pupil, a reset link per answered request) is
    // sent, none twice; the outbox is empty at the end (a lease of the killed instance expires
    // after 60 s and another instance sends what it held).
    const district = new URL(upstream ?? '');
    district.pathname = `/${database}`;
    const outbox = new Client({ connectionString: district.toString() });
    await outbox.connect();
    cleanups.push(() => outbox.end());
    const pending = async () => {
      const { rows } = (await outbox.query(
        'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
      )) as { rows: { n: number }[] };
      return rows[0]?.n;
    };
    await expect.poll(pending, { timeout: 150_000, interval: 1_000 }).toBe(0);
    const { rows } = (await outbox.query(
      'SELECT count(*)::int AS n FROM mail_outbox WHERE sent_at IS NOT NULL',
    )) as { rows: { n: number }[] };
    const resets = outcomes.filter(
      (outcome) => outcome.path === '/auth/forgot-password' && outcome.status === 200,
    ).length;
    expect(rows[0]?.n).toBeGreaterThanOrEqual(CLIENTS + resets);
    const links = sink.received.map(
      (mail) =>
        /token=([\w%-]+)/.exec(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))?.[1] ??
        mail.raw,
    );
    expect(links.length).toBe(rows[0]?.n);
    expect(new Set(links).size).toBe(links.length);
  });
});
