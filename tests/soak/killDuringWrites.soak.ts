import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWritingExercise, storedMarks, writeAnswer } from './answers';
import { type ServerProcess, signUpUser, startServerProcess } from './serverProcess';

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
      const reply = await writeAnswer(server.url, token, exerciseId, mark).catch(() => undefined);
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
  const { token } = await signUpUser(server.url);
  const exerciseId = await createWritingExercise(server.url, token);

  const acknowledged = await burstAndKill(server, token, exerciseId);
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(acknowledged.length).toBeLessThan(WRITES);

  server = await startServerProcess(env);
  const stored = await storedMarks(server.url, token);
  const lost = acknowledged.filter((mark) => !stored.has(mark));
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
