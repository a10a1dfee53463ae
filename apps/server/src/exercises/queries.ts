import { type FeedbackLanguage, feedbackLanguages, type GeneratedExercise } from '@lingua/content';
import type { Queryable } from '../db/db';
import type { ExerciseType, Language, Level, Schemas } from '../shared/schemas';

export interface ExerciseRow {
  id: string;
  user_id: string;
  type: ExerciseType;
  language: Language;
  level: Level;
  engine: Schemas['Engine'];
  results: Schemas['ExerciseResults'];
  answer_key: Schemas['AnswerKey'];
  created_at: Date;
  deleted_at: Date | null;
}

export const EXERCISE_COLUMNS =
  'e.id, e.user_id, e.type, e.language, e.level, e.engine, e.results, e.answer_key, e.created_at, e.deleted_at';

export function listExercises(
  db: Queryable,
  ownerId: string,
  limit: number,
): Promise<ExerciseRow[]> {
  return db.query<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises e
     WHERE e.user_id = $1 AND e.deleted_at IS NULL
     ORDER BY e.created_at DESC, e.id LIMIT $2`,
    [ownerId, limit],
  );
}

export interface ExerciseAccess {
  row: ExerciseRow;
  isOwner: boolean;
  /** Reached through a live template shared with the caller. */
  viaShare: boolean;
  /** Reached through an assignment given to one of the caller's rooms. */
  viaAssignment: boolean;
}

export async function exerciseAccess(
  db: Queryable,
  exerciseId: string,
  userId: string,
): Promise<ExerciseAccess | undefined> {
  const [row] = await db.query<ExerciseRow & { via_share: boolean; via_assignment: boolean }>(
    `SELECT ${EXERCISE_COLUMNS},
       EXISTS (SELECT 1 FROM template_exercises te
               JOIN templates t ON t.id = te.template_id AND t.deleted_at IS NULL
               JOIN template_shares ts ON ts.template_id = t.id AND ts.user_id = $2
               WHERE te.exercise_id = e.id) AS via_share,
       EXISTS (SELECT 1 FROM template_exercises te
               JOIN assignments a ON a.template_id = te.template_id
               JOIN room_members m ON m.room_id = a.room_id AND m.user_id = $2
               WHERE te.exercise_id = e.id) AS via_assignment
     FROM exercises e WHERE e.id = $1`,
    [exerciseId, userId],
  );
  if (!row) return undefined;
  const { via_share, via_assignment, ...exercise } = row;
  return {
    row: exercise,
    isOwner: row.user_id === userId,
    viaShare: via_share,
    viaAssignment: via_assignment,
  };
}

/**
 * A teacher reaches a pupil's work only through their own rooms' assignments: the pupil holds
 * an assignment of this teacher in a room the pupil is still a member of.
 */
export const teacherAssignmentsOfPupil = (teacher: string, pupil: string) => `
  SELECT a.id FROM assignments a
  JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = ${pupil}
  JOIN room_members m ON m.room_id = a.room_id AND m.user_id = ${pupil}
  WHERE a.teacher_id = ${teacher}`;
const TEACHER_ASSIGNMENTS_OF_PUPIL = teacherAssignmentsOfPupil('$1', '$2');

export async function teachesUser(
  db: Queryable,
  teacherId: string,
  studentId: string,
): Promise<boolean> {
  const rows = await db.query(`${TEACHER_ASSIGNMENTS_OF_PUPIL} LIMIT 1`, [teacherId, studentId]);
  return rows.length > 0;
}

/** The exercises a pupil answered in this teacher's assignments, newest answer first. */
export function listExercisesAnsweredFor(
  db: Queryable,
  teacherId: string,
  studentId: string,
  limit: number,
): Promise<ExerciseRow[]> {
  return db.query<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises e
     JOIN LATERAL (
       SELECT max(at.submitted_at) AS answered_at FROM attempts at
       WHERE at.user_id = $2 AND at.exercise_id = e.id
         AND at.assignment_id IN (${TEACHER_ASSIGNMENTS_OF_PUPIL})
     ) done ON done.answered_at IS NOT NULL
     WHERE e.deleted_at IS NULL
     ORDER BY done.answered_at DESC, e.id LIMIT $3`,
    [teacherId, studentId, limit],
  );
}

/** Stores what the engine generated, owned by `userId`. */
export async function insertExercise(
  db: Queryable,
  userId: string,
  exercise: GeneratedExercise,
): Promise<ExerciseRow> {
  const [row] = await db.query<ExerciseRow>(
    `INSERT INTO exercises AS e (user_id, type, language, level, engine, results, answer_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${EXERCISE_COLUMNS}`,
    [
      userId,
      exercise.type,
      exercise.language,
      exercise.level,
      exercise.engine,
      JSON.stringify(exercise.results),
      JSON.stringify(exercise.answer_key),
    ],
  );
  if (!row) throw new Error('exercise insert returned nothing');
  return row;
}

export async function updateExerciseContent(
  db: Queryable,
  exerciseId: string,
  results: Schemas['ExerciseResults'],
  answerKey: Schemas['AnswerKey'] | undefined,
): Promise<void> {
  await db.query(
    `UPDATE exercises SET results = $2, answer_key = coalesce($3::jsonb, answer_key), updated_at = now()
     WHERE id = $1`,
    [exerciseId, JSON.stringify(results), answerKey ? JSON.stringify(answerKey) : null],
  );
}

/** Hides the exercise from lists; templates and answers that use it keep it. */
export async function softDeleteExercise(db: Queryable, exerciseId: string): Promise<void> {
  await db.query('UPDATE exercises SET deleted_at = coalesce(deleted_at, now()) WHERE id = $1', [
    exerciseId,
  ]);
}

export async function isInTemplate(db: Queryable, exerciseId: string): Promise<boolean> {
  const [used] = await db.query('SELECT 1 FROM template_exercises WHERE exercise_id = $1 LIMIT 1', [
    exerciseId,
  ]);
  return used !== undefined;
}

export async function deleteExercise(db: Queryable, exerciseId: string): Promise<void> {
  await db.query('DELETE FROM exercises WHERE id = $1', [exerciseId]);
}

export interface AnswerRow {
  answers: Schemas['UserAnswer'];
  score: number;
  results: Schemas['ReviewItem'][];
  submitted_at: Date;
  assignment_id: string | null;
  /** The sitting it was graded in, if any. */
  attempt_id: string | null;
  /** The items the user flagged as faulty. */
  flagged_items: number[];
}

/** The user's most recent answer to the exercise, if any. */
export async function latestAnswer(
  db: Queryable,
  userId: string,
  exerciseId: string,
): Promise<AnswerRow | undefined> {
  const [row] = await db.query<AnswerRow>(
    `SELECT answers, score::float8 AS score, results, submitted_at, assignment_id,
       assignment_attempt_id AS attempt_id,
       ARRAY(SELECT f.item_id FROM item_flags f WHERE f.attempt_id = attempts.id) AS flagged_items
     FROM attempts WHERE user_id = $1 AND exercise_id = $2
     ORDER BY submitted_at DESC LIMIT 1`,
    [userId, exerciseId],
  );
  return row;
}

// ------------------------------------------------------------------ graded answers

export interface StoredReview {
  userId: string;
  exerciseId: string;
  exerciseType: Schemas['ExerciseType'];
  answerKey: Schemas['AnswerKey'];
  answers: Schemas['UserAnswer'];
  score: number;
  response: Schemas['ReviewItem'][];
  assignmentId?: string | undefined;
  assignmentAttemptId?: string | undefined;
  durationSeconds?: number | undefined;
}

/**
 * Keeps one graded answer and the outcome of each item under its grammar topic, the rows
 * every score, completion and topic metric is computed from.
 */
export async function storeReview(db: Queryable, review: StoredReview): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO attempts (user_id, exercise_id, exercise_type, assignment_id, assignment_attempt_id,
       answers, score, results, duration_seconds, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
             now() - make_interval(secs => coalesce($9, 0)))
     RETURNING id`,
    [
      review.userId,
      review.exerciseId,
      review.exerciseType,
      review.assignmentId ?? null,
      review.assignmentAttemptId ?? null,
      JSON.stringify(review.answers),
      review.score,
      JSON.stringify(review.response),
      review.durationSeconds ?? null,
    ],
  );
  if (!row) throw new Error('attempt insert returned nothing');
  const topics = new Map(review.answerKey.map((item) => [item.id, item.grammar_topic]));
  const items = review.response.filter((item) => topics.has(item.id));
  if (items.length > 0) {
    await db.query(
      `INSERT INTO attempt_items (attempt_id, item_id, grammar_topic, is_correct)
       SELECT $1, * FROM unnest($2::int[], $3::text[], $4::boolean[])
       ON CONFLICT DO NOTHING`,
      [
        row.id,
        items.map((item) => item.id),
        items.map((item) => topics.get(item.id)),
        items.map((item) => item.is_correct),
      ],
    );
  }
  return row.id;
}

/** The interface language of the student's settings (saved in their preferences), for feedback. */
export async function feedbackLanguageOf(
  db: Queryable,
  userId: string,
): Promise<FeedbackLanguage | undefined> {
  const [row] = await db.query<{ language: string | null }>(
    `SELECT preferences->'settings'->>'language' AS language FROM users WHERE id = $1`,
    [userId],
  );
  return feedbackLanguages.find((code) => code === row?.language);
}

export interface GradedAnswer {
  /** The attempt that holds it. */
  id: string;
  score: number;
  results: Schemas['ReviewItem'][];
}

/**
 * The graded answer of an exercise in a sitting, if it was graded already (it is graded once);
 * with `forUpdate`, locked for this transaction (FOR UPDATE), for a change to it.
 */
export async function gradedInSitting(
  db: Queryable,
  sittingId: string,
  exerciseId: string,
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<GradedAnswer | undefined> {
  const [row] = await db.query<{
    id: string;
    score: string | number;
    results: Schemas['ReviewItem'][];
  }>(
    `SELECT id, score, results FROM attempts
     WHERE assignment_attempt_id = $1 AND exercise_id = $2
     ORDER BY submitted_at LIMIT 1${forUpdate ? ' FOR UPDATE' : ''}`,
    [sittingId, exerciseId],
  );
  return row && { ...row, score: Number(row.score) };
}

/** The exercises of a sitting that already have their graded answer. */
export async function gradedExerciseIds(db: Queryable, sittingId: string): Promise<Set<string>> {
  const rows = await db.query<{ exercise_id: string }>(
    'SELECT DISTINCT exercise_id FROM attempts WHERE assignment_attempt_id = $1',
    [sittingId],
  );
  return new Set(rows.map((row) => row.exercise_id));
}

/** Exercises by id, with their keys (for grading on the server). */
export function exerciseRows(db: Queryable, ids: readonly string[]): Promise<ExerciseRow[]> {
  return db.query<ExerciseRow>(
    `SELECT ${EXERCISE_COLUMNS} FROM exercises e WHERE e.id = ANY ($1::uuid[])`,
    [ids],
  );
}
