import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createWritingExercise } from './answers';
import { api, type ServerProcess, signUpUser, startServerProcess } from './serverProcess';

interface PgClient {
  connect(): Promise<unknown>;
  query(sql: string): Promise<unknown>;
  end(): Promise<void>;
}
const { Client } = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'pg',
) as { Client: new (options: { connectionString: string }) => PgClient };

const EXERCISES = 8;
const SAVES = 400;
const CONCURRENCY = 8;
/** The server is killed once this many saves were acknowledged, mid-burst. */
const KILL_AFTER = 150;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A teacher's room with one student who joined by code, a template of EXERCISES exercises, and a started sitting. */
async function openSitting(url: string) {
  const teacher = await signUpUser(url, 'teacher');
  const student = await signUpUser(url, 'student');
  const room = await api(url, 'POST', '/rooms/create_room', {
    token: teacher.token,
    body: { room_name: 'Soak', room_lang: 'German', room_level: 'A2', list_users: [] },
  });
  // The pupil joins with the room's code, as the app lets a pupil in without a proven address.
  const joined = await api(url, 'POST', '/rooms/join', {
    token: student.token,
    body: { join_code: room.body.join_code },
  });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status}`);
  const exerciseIds: string[] = [];
  for (let i = 0; i < EXERCISES; i += 1)
    exerciseIds.push(await createWritingExercise(url, teacher.token));
  const template = await api(url, 'POST', '/templates/create_template', {
    token: teacher.token,
    body: {
      template_name: 'Soak sitting',
      exercises_id_list: exerciseIds,
      language: 'German',
      template_level: 'A2',
    },
  });
  const assignment = await api(url, 'POST', '/assignments/create_assignment', {
    token: teacher.token,
    body: {
      assignment_text: 'Soak sitting',
      assignment_description: 'Saved while the server dies',
      template_id: template.body.id,
      room_id: room.body.id,
      schedule: new Date(Date.now() + 24 * 3600_000).toISOString(),
      attempts: 1,
      time_limit: 60,
    },
  });
  const assignmentId: string = assignment.body.id;
  await api(url, 'POST', `/assignments/assign_assignment_students?assignment_id=${assignmentId}`, {
    token: teacher.token,
  });
  const attempt = await api(url, 'POST', `/assignments/start_attempt/${assignmentId}`, {
    token: student.token,
  });
  if (attempt.status !== 201) throw new Error(`start failed: ${attempt.status}`);
  return { token: student.token, assignmentId, attemptId: attempt.body.attempt_id, exerciseIds };
}

type Sitting = Awaited<ReturnType<typeof openSitting>>;

/**
 * Saves SAVES answers as a student typing would (each a later version of one exercise's answer,
 * marked with its number) and kills the server mid-burst. Returns, per exercise, the highest
 * mark the server acknowledged.
 */
async function burstAndKill(server: ServerProcess, sitting: Sitting) {
  const acknowledged = new Map<string, number>();
  let count = 0;
  let next = 0;
  const typedFrom = Date.now() - 60_000;
  const writer = async () => {
    while (next < SAVES) {
      const mark = next++;
      const exerciseId = sitting.exerciseIds[mark % EXERCISES] as string;
      const reply = await api(
        server.url,
        'PUT',
        `/assignments/save_answers/${sitting.assignmentId}`,
        {
          token: sitting.token,
          body: {
            attempt_id: sitting.attemptId,
            answers: [
              {
                exercise_id: exerciseId,
                user_answer: { Exercises: [{ id: 1, question: 'q', answer: `save-${mark}` }] },
                saved_at: new Date(typedFrom + mark).toISOString(),
              },
            ],
          },
        },
      ).catch(() => undefined);
      if (reply?.status === 200 && reply.body.answers[0]?.saved) {
        acknowledged.set(exerciseId, Math.max(acknowledged.get(exerciseId) ?? -1, mark));
        count += 1;
      } else if (reply && server.child.signalCode === null)
        throw new Error(`save ${mark} refused: ${reply.status} ${JSON.stringify(reply.body)}`);
      if (count === KILL_AFTER) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, writer));
  return { acknowledged, count };
}

async function killAndRecover(env: Record<string, string>) {
  let server = await startServerProcess(env);
  cleanups.push(() => server.stop());
  const sitting = await openSitting(server.url);

  const { acknowledged, count } = await burstAndKill(server, sitting);
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(count).toBeGreaterThanOrEqual(KILL_AFTER);
  expect(count).toBeLessThan(SAVES);

  server = await startServerProcess(env);
  const resumed = await api(
    server.url,
    'GET',
    `/assignments/resume_attempt/${sitting.assignmentId}`,
    {
      token: sitting.token,
    },
  );
  expect(resumed.body.attempt?.attempt_id).toBe(sitting.attemptId);
  const stored = new Map<string, number>(
    resumed.body.answers.map(
      (answer: { exercise_id: string; user_answer: { Exercises: { answer: string }[] } }) => [
        answer.exercise_id,
        Number(answer.user_answer.Exercises[0]?.answer.replace('save-', '')),
      ],
    ),
  );
  // Each exercise holds its last acknowledged answer, or one typed after it.
  const lost = [...acknowledged].filter(
    ([exerciseId, mark]) => (stored.get(exerciseId) ?? -1) < mark,
  );
  expect(lost).toEqual([]);
}

describe('kill -9 of the server during a sitting', () => {
  it('keeps every acknowledged answer on the embedded database (DATA_DIR)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lingua-soak-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    await killAndRecover({ DATA_DIR: dataDir, DATABASE_URL: '' });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'keeps every acknowledged answer on PostgreSQL',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      const database = `lingua_soak_sitting_${process.pid}`;
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
