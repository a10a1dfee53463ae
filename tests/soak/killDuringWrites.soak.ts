import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, type ServerProcess, signUpStudent, startServerProcess } from './serverProcess';

interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
// pg as the server resolves it (this folder has no dependencies of its own).
const { Client } = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'pg',
) as { Client: new (options: { connectionString: string }) => PgClient };

const WRITES = 500;
const CONCURRENCY = 8;
/** The server is killed once this many writes were acknowledged, mid-burst. */
const KILL_AFTER = 200;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/**
 * Sends WRITES graded answers, each marked with its number, and kills the server with
 * SIGKILL mid-burst. Returns the numbers of the writes the server acknowledged with a 2xx.
 */
async function burstAndKill(server: ServerProcess, token: string, exerciseId: string) {
  const acknowledged: number[] = [];
  let next = 0;
  const writer = async () => {
    while (next < WRITES) {
      const mark = next++;
      const reply = await api(server.url, 'POST', '/exercises/review_answer', {
        token,
        body: {
          exercise_id: exerciseId,
          type: 'Writing',
          language: 'German',
          user_answer: {
            Exercises: [{ id: 1, question: 'ich (gehen)', answer: `write-${mark}` }],
          },
        },
      }).catch(() => undefined);
      if (reply && reply.status >= 200 && reply.status < 300) acknowledged.push(mark);
      else if (reply && server.child.signalCode === null)
        throw new Error(`write ${mark} refused: ${reply.status} ${JSON.stringify(reply.body)}`);
      if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, writer));
  return acknowledged;
}

async function killAndRecover(env: Record<string, string>) {
  let server = await startServerProcess(env);
  cleanups.push(() => server.stop());
  const token = await signUpStudent(server.url);
  const generated = await api(server.url, 'POST', '/exercises/writing', {
    token,
    body: {
      user_input: 'Travel',
      language: 'German',
      level: 'A2',
      quantity: 1,
      variation: 'Verb Conjugation Drills',
    },
  });
  expect(generated.status).toBe(201);
  const exerciseId: string = generated.body.data[0].id;

  const acknowledged = await burstAndKill(server, token, exerciseId);
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(WRITES);

  server = await startServerProcess(env);
  const exported = await api(server.url, 'GET', '/users/export', { token });
  expect(exported.status).toBe(200);
  const stored = new Set<string>(
    exported.body.answers.map(
      (answer: { user_answer: { Exercises: { answer: string }[] } }) =>
        answer.user_answer.Exercises[0]?.answer,
    ),
  );
  const lost = acknowledged.filter((mark) => !stored.has(`write-${mark}`));
  expect(lost).toEqual([]);
}

describe('kill -9 during a burst of graded answers', () => {
  it('loses no acknowledged write on the embedded database (DATA_DIR)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingua-soak-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await killAndRecover({ DATA_DIR: dataDir, DATABASE_URL: '' });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'loses no acknowledged write on PostgreSQL',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const database = `lingua_soak_${process.pid}`;
      const admin = new Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${database}`);
      cleanups.push(async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
        await admin.end();
      });
      url.pathname = `/${database}`;
      await killAndRecover({ DATABASE_URL: url.toString() });
    },
  );
});
