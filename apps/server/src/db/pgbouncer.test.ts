import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../test/classroom';
import { hasPgbouncer, type Pgbouncer, startPgbouncer } from '../test/pgbouncer';
import { useTestServer } from '../test/testServer';
import { createUser } from '../test/users';
import type { Db } from './db';
import { openPgDb } from './pgDb';

const upstream = process.env.TEST_DATABASE_URL;
const enabled = Boolean(upstream) && hasPgbouncer();

let bouncer: Pgbouncer | undefined;
let database = '';
const admin = () => new pg.Client({ connectionString: upstream });

/** A fresh database on the server, reached only through PgBouncer in transaction mode. */
async function throughPgbouncer(): Promise<{ db: Db; drop(): Promise<void> }> {
  database = `lingua_pgbouncer_${randomBytes(4).toString('hex')}`;
  const client = admin();
  await client.connect();
  await client.query(`CREATE DATABASE ${database}`);
  await client.end();
  // Two server connections for ten client ones: consecutive transactions of one client land
  // on different server connections, which is what breaks session state.
  bouncer = await startPgbouncer(upstream ?? '', 2);
  const db = openPgDb({
    connectionString: bouncer.url(database),
    max: 10,
    statementTimeoutMs: 30_000,
    pgbouncerTransactionMode: true,
  });
  return {
    db,
    async drop() {
      await db.close();
      await bouncer?.stop();
      const cleanup = admin();
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

describe.skipIf(!enabled)('behind PgBouncer in transaction mode', () => {
  const server = useTestServer({
    database: throughPgbouncer,
    config: { pgbouncerTransactionMode: true },
  });
  const others: Db[] = [];
  afterAll(async () => {
    for (const other of others) await other.close();
  });

  it('migrates, signs up and logs in', async () => {
    const user = await createUser(server, 'student');
    const me = await server.call('get', '/users/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(user.email);
  });

  it('serves a classroom under concurrent writes and reads without losing an answer', async () => {
    const { students, teacher, roomId } = await createClassroom(server, { students: 3 });
    const own = await Promise.all(
      students.map(async (student) => {
        const generated = await server.call('post', '/exercises/writing', {
          token: student.token,
          body: {
            user_input: 'Travel',
            language: 'German',
            level: 'A2',
            quantity: 1,
            variation: 'Verb Conjugation Drills',
          },
        });
        return { token: student.token, exerciseId: generated.body.data[0].id as string };
      }),
    );
    const answers = own.flatMap(({ token, exerciseId }) =>
      Array.from({ length: 5 }, (_, n) =>
        server.call('post', '/exercises/review_answer', {
          token,
          body: {
            exercise_id: exerciseId,
            type: 'Writing',
            language: 'German',
            user_answer: { Exercises: [{ id: 1, question: 'ich (gehen)', answer: `gehe ${n}` }] },
          },
        }),
      ),
    );
    const reads = Array.from({ length: 15 }, () =>
      server.call('get', '/metrics/room_progress/{id}', {
        token: teacher.token,
        params: { id: roomId },
      }),
    );
    const replies = await Promise.all([...answers, ...reads]);
    expect(replies.map((reply) => reply.status).filter((status) => status >= 300)).toEqual([]);
    const [count] = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM attempts WHERE exercise_id = ANY($1::uuid[])',
      [own.map((student) => student.exerciseId)],
    );
    expect(count?.n).toBe(15);
  });

  it('needs the setting: PgBouncer refuses the per-connection start-up settings', async () => {
    const naive = openPgDb({
      connectionString: bouncer?.url(database) ?? '',
      statementTimeoutMs: 30_000,
    });
    others.push(naive);
    await expect(naive.query('SELECT $1::int AS one', [1])).rejects.toThrow(/statement_timeout/);
  });
});
