import { readFileSync, writeFileSync } from 'node:fs';
import { createFixtures, FIXTURE_NOW, FIXTURE_PASSWORD } from '@lingua/api/mocks';
import { expect, it } from 'vitest';
import { hashPassword } from './auth/passwords';
import type { Queryable } from './db/db';
import { storeReview } from './exercises/queries';
import { replaceTemplateExercises } from './templates/queries';
import { type TestServer, useTestServer } from './test/testServer';

/**
 * The room analytics and dashboards the mocks serve (packages/api/src/mocks/recorded/
 * classroom.json) are this server's answers for the mocks' own classroom: the fixtures are
 * written into the database, each sitting graded, and the server computes. With RECORD_MOCKS=1
 * (`pnpm --filter @lingua/api record-fixtures`) the file is rewritten; otherwise this test
 * fails as soon as the server answers differently.
 */
const recordings = new URL(
  '../../../packages/api/src/mocks/recorded/classroom.json',
  import.meta.url,
);

const server = useTestServer();
const MINUTE = 60_000;

/** The fixtures around the current minute (the server counts from its own clock). */
const anchor = Math.floor(Date.now() / MINUTE) * MINUTE;
const f = createFixtures(anchor);
type Seed = typeof f.seed;

async function writeClassroom(db: Queryable, seed: Seed) {
  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  for (const u of seed.users) {
    await db.query(
      `INSERT INTO users (id, email, password_hash, email_verified_at, username, first_name,
         last_name, country, phone_number, role, preferences, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        ...[u.id, u.email, passwordHash, u.email_verified ? u.created_at : null, u.username],
        ...[u.first_name, u.last_name, u.country, u.phone_number, u.role?.toLowerCase() ?? null],
        ...[JSON.stringify(u.preferences), u.created_at],
      ],
    );
  }
  for (const r of seed.rooms) {
    await db.query(
      `INSERT INTO rooms (id, teacher_id, room_name, room_lang, room_level, created_at, join_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [r.id, r.teacher_id, r.room_name, r.room_lang, r.room_level, r.created_at, r.join_code],
    );
  }
  for (const m of seed.memberships) {
    const room = seed.rooms.find((r) => r.id === m.room_id);
    await db.query('INSERT INTO room_members (room_id, user_id, added_at) VALUES ($1, $2, $3)', [
      m.room_id,
      m.user_id,
      room?.created_at,
    ]);
  }
  for (const e of seed.exercises) {
    await db.query(
      `INSERT INTO exercises (id, user_id, type, language, level, engine, results, answer_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        ...[e.id, e.user_id, e.type, e.language, e.level, e.engine],
        ...[JSON.stringify(e.results), JSON.stringify(e.answer_key ?? []), e.created_at],
      ],
    );
  }
  for (const t of seed.templates) {
    await db.query(
      `INSERT INTO templates (id, user_id, template_name, language, template_level, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [t.id, t.user_id, t.template_name, t.language, t.template_level, t.created_at],
    );
    await replaceTemplateExercises(db, t.id, t.exercises_id_list);
  }
  for (const s of seed.shares) {
    const owner = seed.templates.find((t) => t.id === s.template_id)?.user_id;
    await db.query(
      `INSERT INTO template_shares (template_id, user_id, shared_by, created_at)
       VALUES ($1, $2, $3, $4)`,
      [s.template_id, s.user_id, owner, s.shared_at],
    );
  }
  for (const a of seed.assignments) {
    const teacher = seed.rooms.find((r) => r.id === a.room_id)?.teacher_id;
    await db.query(
      `INSERT INTO assignments (id, teacher_id, room_id, template_id, assignment_text,
         assignment_description, schedule, attempts, time_limit, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        ...[a.id, teacher, a.room_id, a.template_id, a.assignment_text],
        ...[a.assignment_description, a.schedule, a.attempts, a.time_limit, a.created_at],
      ],
    );
  }
  for (const p of seed.progress) await writeProgress(db, seed, p);
}

/**
 * The student holds the assignment and handed in `user_attempts` sittings, the last at
 * `score_timestamp`, each taking its `minutes`; in each, every exercise of the template is
 * answered: with the fixtures' answer where there is one, else right or wrong as the sitting's
 * score says.
 */
async function writeProgress(db: Queryable, seed: Seed, p: Seed['progress'][number]) {
  const assignment = seed.assignments.find((a) => a.id === p.assignment_id);
  const template = seed.templates.find((t) => t.id === assignment?.template_id);
  if (!assignment || !template) throw new Error(`no assignment ${p.assignment_id}`);
  await db.query(
    'INSERT INTO assignment_members (assignment_id, user_id, assigned_at) VALUES ($1, $2, $3)',
    [p.assignment_id, p.user_id, assignment.created_at],
  );
  const handedIn = Date.parse(p.score_timestamp ?? new Date(anchor).toISOString());
  for (let sitting = 0; sitting < p.user_attempts; sitting += 1) {
    const minutes = p.minutes[sitting] ?? 10;
    const submittedAt = handedIn - (p.user_attempts - 1 - sitting) * 60 * MINUTE;
    const startedAt = submittedAt - minutes * MINUTE;
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO assignment_attempts (assignment_id, user_id, started_at, deadline, submitted_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        ...[p.assignment_id, p.user_id, new Date(startedAt)],
        ...[new Date(startedAt + assignment.time_limit * MINUTE), new Date(submittedAt)],
      ],
    );
    for (const [index, exerciseId] of template.exercises_id_list.entries()) {
      const exercise = seed.exercises.find((e) => e.id === exerciseId);
      if (!exercise) throw new Error(`no exercise ${exerciseId}`);
      const given = seed.answers.find(
        (a) =>
          a.user_id === p.user_id &&
          a.record.exercise_id === exerciseId &&
          a.record.assignment_id === p.assignment_id,
      )?.record;
      const right = (p.scores[sitting] ?? 0) >= 50;
      const response =
        given?.response ??
        (exercise.answer_key ?? []).map(({ id }) => ({
          id,
          is_correct: right,
          feedback: right ? 'Correct.' : 'Not quite.',
          tip: right ? 'Well done.' : 'Check the ending.',
        }));
      const answerId = await storeReview(db, {
        userId: p.user_id,
        exerciseId,
        exerciseType: exercise.type,
        answerKey: exercise.answer_key ?? [],
        answers: given?.user_answer ?? {},
        score: given?.score ?? p.scores[sitting] ?? 0,
        response,
        assignmentId: p.assignment_id,
        assignmentAttemptId: row?.id,
      });
      // One answer a minute, the last as the sitting is handed in.
      const answeredAt = submittedAt - (template.exercises_id_list.length - 1 - index) * MINUTE;
      await db.query('UPDATE attempts SET submitted_at = $2 WHERE id = $1', [
        answerId,
        new Date(answeredAt),
      ]);
    }
  }
}

/** Moves every timestamp of `value` from the recording's minute to the fixtures' moment. */
function atFixtureTime(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value), (_key, item) =>
    typeof item === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(item)
      ? new Date(Date.parse(item) - anchor + FIXTURE_NOW).toISOString()
      : item,
  );
}

async function record(server: TestServer) {
  await writeClassroom(server.db, f.seed);
  const tokens: Record<string, string> = {};
  for (const user of f.seed.users) {
    const login = await server.call('post', '/auth/login', {
      body: { email: user.email, password: FIXTURE_PASSWORD },
    });
    tokens[user.id] = login.body.access_token;
  }
  const teacher = tokens[f.users.teacher.id];
  const byId = async (path: string, ids: string[], token = teacher) =>
    Object.fromEntries(
      await Promise.all(
        ids.map(async (id) => [
          id,
          (await server.call('get', path, { token, params: { id } })).body,
        ]),
      ),
    );
  const roomIds = f.seed.rooms.map((r) => r.id);
  return atFixtureTime({
    room_progress: await byId('/metrics/room_progress/{id}', roomIds),
    top_students: await byId('/metrics/top_students/{id}', roomIds),
    assignment_completion_rate: await byId('/metrics/assignment_completion_rate/{id}', roomIds),
    accuracy_by_type: await byId('/metrics/accuracy_by_type/{id}', roomIds),
    topic_performance: await byId('/metrics/topic_performance/{id}', roomIds),
    avg_completion_time: Object.fromEntries(
      await Promise.all(
        f.seed.assignments.map(async (a) => [
          a.id,
          (
            await server.call('post', '/metrics/avg_completion_time_assign_students', {
              token: teacher,
              body: { room_id: a.room_id, assignment_id: a.id },
            })
          ).body,
        ]),
      ),
    ),
    user_topics_performance: Object.fromEntries(
      await Promise.all(
        f.seed.users.map(async (u) => [
          u.id,
          (
            await server.call('get', '/metrics/user_topics_performance/{id}', {
              token: tokens[u.id],
              params: { id: u.id },
            })
          ).body,
        ]),
      ),
    ),
    dashboard: Object.fromEntries(
      await Promise.all(
        f.seed.users.map(async (u) => [
          u.id,
          (await server.call('get', '/users/dashboard', { token: tokens[u.id] })).body,
        ]),
      ),
    ),
  });
}

it("answers the mock classroom's analytics and dashboards as recorded", async () => {
  const answers = await record(server);
  if (process.env.RECORD_MOCKS) {
    writeFileSync(recordings, `${JSON.stringify(answers, null, 2)}\n`);
    return;
  }
  expect(
    answers,
    'rerun `pnpm --filter @lingua/api record-fixtures` after a change on purpose',
  ).toEqual(JSON.parse(readFileSync(recordings, 'utf8')));
});
