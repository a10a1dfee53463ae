import { createEngine, type GeneratedExercise, seededRandom } from '@lingua/content';
import type { Db } from '@lingua/server';
// The server's testing entry: the seed hashes with exactly the server's settings.
import { hashPassword, type Queryable } from '@lingua/server/testing';
import {
  assignmentId,
  BENCH_PASSWORD,
  hashIntSql,
  roomId,
  roomOfAssignment,
  roomOfStudent,
  SCALE,
  seedId,
  seedIdSql,
  studentEmail,
  studentId,
  teacherCourse,
  teacherEmail,
  teacherId,
  teacherOfRoom,
} from './plan';

export interface SeedCounts {
  teachers: number;
  students: number;
  rooms: number;
  assignments: number;
  gradedAttempts: number;
  attemptItems: number;
}

const FIRST_NAMES = [
  'Ana',
  'Ben',
  'Chloé',
  'David',
  'Elif',
  'Farah',
  'Giulia',
  'Hugo',
  'Ines',
  'Jonas',
];
const LAST_NAMES = [
  'Almeida',
  'Becker',
  'Costa',
  'Dubois',
  'Esposito',
  'Fischer',
  'García',
  'Hall',
];
const TOPICS = [
  'Daily routine',
  'A weekend trip',
  'At the market',
  'My family',
  'Working from home',
  'A visit to the doctor',
  'The weather this week',
  'Cooking dinner',
  'A new job',
  'Holidays at the sea',
];

/**
 * Fills an empty, migrated database with the school of `SCALE` in one transaction: the rows the
 * benchmarks look up are built here from the plan, the bulk (sittings, graded answers and
 * their items) by INSERT ... SELECT inside the database. `now` anchors every date.
 */
export async function seedScale(db: Db, now = new Date()): Promise<SeedCounts> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (existing && existing.n > 0) {
    throw new Error('The database already has users; seed:scale only fills an empty database.');
  }
  const anchor = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const exercises = await generateExercises();

  await db.transaction(async (tx) => {
    await insertRows(tx, 'users', USER_COLUMNS, users(passwordHash, anchor));
    await insertRows(tx, 'rooms', ROOM_COLUMNS, rooms(anchor));
    await insertRows(tx, 'room_members', MEMBER_COLUMNS, roomMembers(anchor));
    await insertRows(tx, 'exercises', EXERCISE_COLUMNS, exerciseRows(exercises, anchor));
    await insertRows(tx, 'templates', TEMPLATE_COLUMNS, templates(anchor));
    await insertRows(tx, 'template_exercises', TEMPLATE_EXERCISE_COLUMNS, templateExercises());
    await insertRows(tx, 'assignments', ASSIGNMENT_COLUMNS, assignments(anchor));
    await tx.query(
      `INSERT INTO assignment_members (assignment_id, user_id, assigned_at)
       SELECT a.id, m.user_id, a.created_at FROM assignments a JOIN room_members m ON m.room_id = a.room_id`,
    );
    await insertSittings(tx, anchor);
    await insertGradedAnswers(tx);
  });
  // Fresh statistics and no dead rows (the summary tables' triggers rewrite their rows as the
  // bulk inserts arrive), as autovacuum would leave a school's database within minutes.
  await db.exec('VACUUM ANALYZE');
  return countRows(db);
}

type Columns = Record<string, string>;

/** One multi-row INSERT from a JSON array: a single round trip, whatever the row count. */
async function insertRows(
  tx: Queryable,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definitions})`,
    [JSON.stringify(rows)],
  );
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

const USER_COLUMNS: Columns = {
  id: 'uuid',
  email: 'text',
  password_hash: 'text',
  email_verified_at: 'timestamptz',
  username: 'text',
  first_name: 'text',
  last_name: 'text',
  country: 'text',
  phone_number: 'text',
  role: 'text',
  created_at: 'timestamptz',
};

function users(passwordHash: string, anchor: Date) {
  const person = (role: 'teacher' | 'student', n: number, id: string, email: string) => ({
    id,
    email,
    password_hash: passwordHash,
    email_verified_at: anchor,
    username: `${role}${n}`,
    first_name: FIRST_NAMES[n % FIRST_NAMES.length],
    last_name: LAST_NAMES[(n * 7) % LAST_NAMES.length],
    country: 'Germany',
    phone_number: `+49 30${String(n).padStart(6, '0')}`,
    role,
    created_at: anchor,
  });
  return [
    ...range(1, SCALE.teachers).map((n) => person('teacher', n, teacherId(n), teacherEmail(n))),
    ...range(1, SCALE.students).map((n) => person('student', n, studentId(n), studentEmail(n))),
  ];
}

const ROOM_COLUMNS: Columns = {
  id: 'uuid',
  teacher_id: 'uuid',
  room_name: 'text',
  room_lang: 'text',
  room_level: 'text',
  created_at: 'timestamptz',
};

function rooms(anchor: Date) {
  return range(0, SCALE.rooms - 1).map((r) => {
    const teacher = teacherOfRoom(r);
    const course = teacherCourse(teacher);
    return {
      id: roomId(r),
      teacher_id: teacherId(teacher),
      room_name: `${course.language} ${course.level} - group ${r + 1}`,
      room_lang: course.language,
      room_level: course.level,
      created_at: anchor,
    };
  });
}

const MEMBER_COLUMNS: Columns = { room_id: 'uuid', user_id: 'uuid', added_at: 'timestamptz' };

function roomMembers(anchor: Date) {
  return range(1, SCALE.students).map((n) => ({
    room_id: roomId(roomOfStudent(n)),
    user_id: studentId(n),
    added_at: anchor,
  }));
}

/** The built-in engine writes each teacher's exercises, seeded so every run gets the same ones. */
async function generateExercises(): Promise<GeneratedExercise[]> {
  const exercises: GeneratedExercise[] = [];
  for (const teacher of range(1, SCALE.teachers)) {
    const course = teacherCourse(teacher);
    for (const local of range(0, SCALE.exercisesPerTeacher - 1)) {
      const index = exercises.length;
      const engine = createEngine({ random: seededRandom(index + 1) });
      const topic = TOPICS[local % TOPICS.length] as string;
      exercises.push(
        await engine.generate(
          local % 2 === 0
            ? {
                type: 'Reading',
                user_input: topic,
                ...course,
                questions_quantity: 5,
                quantity_words: 150,
              }
            : { type: 'Writing', user_input: topic, ...course, quantity: 5 },
        ),
      );
    }
  }
  return exercises;
}

const EXERCISE_COLUMNS: Columns = {
  id: 'uuid',
  user_id: 'uuid',
  type: 'text',
  language: 'text',
  level: 'text',
  engine: 'text',
  results: 'jsonb',
  answer_key: 'jsonb',
  created_at: 'timestamptz',
};

/** Exercise e belongs to teacher floor(e / exercisesPerTeacher) + 1. */
const exerciseOwner = (e: number) => Math.floor(e / SCALE.exercisesPerTeacher) + 1;

function exerciseRows(exercises: GeneratedExercise[], anchor: Date) {
  return exercises.map((exercise, e) => ({
    id: seedId('exercise', e),
    user_id: teacherId(exerciseOwner(e)),
    type: exercise.type,
    language: exercise.language,
    level: exercise.level,
    engine: exercise.engine,
    results: exercise.results,
    answer_key: exercise.answer_key,
    created_at: anchor,
  }));
}

const TEMPLATE_COLUMNS: Columns = {
  id: 'uuid',
  user_id: 'uuid',
  template_name: 'text',
  language: 'text',
  template_level: 'text',
  created_at: 'timestamptz',
};

const templateCount = SCALE.teachers * SCALE.templatesPerTeacher;
const templateOwner = (t: number) => Math.floor(t / SCALE.templatesPerTeacher) + 1;

function templates(anchor: Date) {
  return range(0, templateCount - 1).map((t) => {
    const course = teacherCourse(templateOwner(t));
    return {
      id: seedId('template', t),
      user_id: teacherId(templateOwner(t)),
      template_name: `Unit ${(t % SCALE.templatesPerTeacher) + 1}`,
      language: course.language,
      template_level: course.level,
      created_at: anchor,
    };
  });
}

const TEMPLATE_EXERCISE_COLUMNS: Columns = {
  template_id: 'uuid',
  position: 'int',
  exercise_id: 'uuid',
};

/** Template t takes a window of its owner's exercises, so templates overlap like real units. */
function templateExercises() {
  return range(0, templateCount - 1).flatMap((t) =>
    range(0, SCALE.exercisesPerTemplate - 1).map((position) => {
      const local = ((t % SCALE.templatesPerTeacher) * 2 + position) % SCALE.exercisesPerTeacher;
      const e = (templateOwner(t) - 1) * SCALE.exercisesPerTeacher + local;
      return { template_id: seedId('template', t), position, exercise_id: seedId('exercise', e) };
    }),
  );
}

const ASSIGNMENT_COLUMNS: Columns = {
  id: 'uuid',
  teacher_id: 'uuid',
  room_id: 'uuid',
  template_id: 'uuid',
  assignment_text: 'text',
  assignment_description: 'text',
  schedule: 'timestamptz',
  attempts: 'int',
  time_limit: 'int',
  created_at: 'timestamptz',
};

const WEEK_MS = 7 * 24 * 3_600_000;

/** Due dates from three weeks ago to two weeks ahead, so every list has past and coming work. */
function assignments(anchor: Date) {
  return range(0, SCALE.assignments - 1).map((a) => {
    const room = roomOfAssignment(a);
    const teacher = teacherOfRoom(room);
    const template = (teacher - 1) * SCALE.templatesPerTeacher + (a % SCALE.templatesPerTeacher);
    const schedule = new Date(anchor.getTime() + ((a % 6) - 3) * WEEK_MS + (a % 7) * 3_600_000);
    return {
      id: assignmentId(a),
      teacher_id: teacherId(teacher),
      room_id: roomId(room),
      template_id: seedId('template', template),
      assignment_text: `Unit ${(a % SCALE.templatesPerTeacher) + 1} test`,
      assignment_description: 'Answer every exercise before the due date.',
      schedule,
      attempts: SCALE.allowedAttempts,
      time_limit: SCALE.timeLimitMinutes,
      created_at: new Date(anchor.getTime() - 4 * WEEK_MS),
    };
  });
}

/**
 * Finished sittings: every holder but one in five sits at least once, in a fixed order, until
 * there is one sitting per `exercisesPerTemplate` graded answers. Each started before both the
 * due date and the seed time.
 */
async function insertSittings(tx: Queryable, anchor: Date): Promise<void> {
  await tx.query(
    `WITH holders AS (
       SELECT am.assignment_id, am.user_id, a.schedule, a.time_limit,
              row_number() OVER (ORDER BY am.assignment_id, am.user_id) AS k
       FROM assignment_members am JOIN assignments a ON a.id = am.assignment_id
     ), solvers AS (
       SELECT *, row_number() OVER (ORDER BY k) - 1 AS j FROM holders WHERE k % 5 <> 0
     ), total AS (SELECT count(*) AS n FROM solvers),
     sittings AS (
       SELECT s, v.*, least(v.schedule, $2::timestamptz)
                - make_interval(days => 1 + (s / total.n)::int, mins => (s * 37) % 1440) AS started
       FROM generate_series(0, $1::int - 1) AS s
       CROSS JOIN total JOIN solvers v ON v.j = s % total.n
     )
     INSERT INTO assignment_attempts (id, assignment_id, user_id, started_at, deadline, submitted_at)
     SELECT ${seedIdSql('sitting', 's')}, assignment_id, user_id, started,
            started + make_interval(mins => time_limit), started + make_interval(mins => 5 + s % 21)
     FROM sittings`,
    [SCALE.gradedAttempts / SCALE.exercisesPerTemplate, anchor],
  );
}

/**
 * One graded answer per exercise of each sitting, and its per-item outcomes. Each student has
 * an ability (40-90 % of items right); score, review, answers and items agree. The items are
 * decided once in a temporary table, then grouped into answers and copied as item rows.
 */
async function insertGradedAnswers(tx: Queryable): Promise<void> {
  const listKey = `CASE WHEN e.type = 'Writing' THEN 'Exercises' ELSE 'Questions' END`;
  await tx.query(
    `CREATE TEMPORARY TABLE graded_items ON COMMIT DROP AS
     SELECT ${seedIdSql('attempt', `aa.id::text || ':' || te.position`)} AS attempt_id,
       aa.id AS sitting_id, aa.user_id, aa.assignment_id, aa.submitted_at,
       e.id AS exercise_id, e.type, (k->>'id')::int AS item_id, k->>'answer' AS answer,
       k->>'grammar_topic' AS grammar_topic,
       coalesce(e.results->(${listKey})->>((k->>'id')::int - 1), '') AS question,
       ${hashIntSql(`aa.id::text || ':' || te.position || ':' || (k->>'id')`)} % 10 < student.ability
         AS is_correct
     FROM assignment_attempts aa
     CROSS JOIN LATERAL (SELECT 4 + ${hashIntSql('aa.user_id::text')} % 6 AS ability) student
     JOIN assignments a ON a.id = aa.assignment_id
     JOIN template_exercises te ON te.template_id = a.template_id
     JOIN exercises e ON e.id = te.exercise_id
     CROSS JOIN jsonb_array_elements(e.answer_key) k`,
  );
  await tx.query(
    `INSERT INTO attempts (id, user_id, exercise_id, exercise_type, assignment_id,
       assignment_attempt_id, answers, score, results, duration_seconds, started_at, submitted_at)
     SELECT attempt_id, user_id, exercise_id, type, assignment_id, sitting_id,
       jsonb_build_object(CASE WHEN type = 'Writing' THEN 'Exercises' ELSE 'Questions' END,
         jsonb_agg(jsonb_build_object('id', item_id, 'question', question,
           CASE WHEN type = 'Writing' THEN 'answer' ELSE 'user_answer' END,
           CASE WHEN is_correct THEN answer ELSE '' END) ORDER BY item_id)),
       round(100.0 * count(*) FILTER (WHERE is_correct) / count(*), 2),
       jsonb_agg(jsonb_build_object('id', item_id, 'is_correct', is_correct,
         'feedback', CASE WHEN is_correct THEN 'Correct.' ELSE 'Expected: ' || answer END,
         'tip', '') ORDER BY item_id),
       seconds, submitted_at - make_interval(secs => seconds), submitted_at
     FROM graded_items
     CROSS JOIN LATERAL (SELECT 60 + ${hashIntSql('attempt_id::text')} % 240 AS seconds) spent
     GROUP BY attempt_id, user_id, exercise_id, type, assignment_id, sitting_id, submitted_at, seconds`,
  );
  await tx.query(
    `INSERT INTO attempt_items (attempt_id, item_id, grammar_topic, is_correct)
     SELECT attempt_id, item_id, grammar_topic, is_correct FROM graded_items`,
  );
}

async function countRows(db: Queryable): Promise<SeedCounts> {
  const [row] = await db.query<SeedCounts>(
    `SELECT (SELECT count(*) FROM users WHERE role = 'teacher')::int AS teachers,
            (SELECT count(*) FROM users WHERE role = 'student')::int AS students,
            (SELECT count(*) FROM rooms)::int AS rooms,
            (SELECT count(*) FROM assignments)::int AS assignments,
            (SELECT count(*) FROM attempts)::int AS "gradedAttempts",
            (SELECT count(*) FROM attempt_items)::int AS "attemptItems"`,
  );
  if (!row) throw new Error('count query returned nothing');
  return row;
}
