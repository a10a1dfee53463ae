import { type FeedbackLanguage, feedbackLanguages } from '@lingua/content';
import type { Queryable } from '../db/db';
import type { Schemas } from '../shared/schemas';
import type { GradableExercise } from './grading';

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
 * every score, completion and topic metric is computed from. Two statements: call it inside a
 * transaction.
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

/**
 * Takes the sitting's grades for this transaction (its row, FOR UPDATE), so two answers to one
 * exercise of it are stored one after the other and the second finds the first.
 */
export async function lockSittingGrades(db: Queryable, sittingId: string): Promise<void> {
  await db.query('SELECT 1 FROM assignment_attempts WHERE id = $1 FOR UPDATE', [sittingId]);
}

/** Exercises by id, with their keys (for grading on the server). */
export function gradableExercises(
  db: Queryable,
  ids: readonly string[],
): Promise<GradableExercise[]> {
  return db.query<GradableExercise>(
    `SELECT e.id, e.type, e.language, e.level, e.results, e.answer_key
     FROM exercises e WHERE e.id = ANY ($1::uuid[])`,
    [ids],
  );
}

/**
 * The stored versions of several exercises, what a sitting is dealt from and graded on: read
 * here, below the areas, so the sitting (assignments) needs nothing of exercises.
 */
export function versionsOfExercises(
  db: Queryable,
  exerciseIds: readonly string[],
): Promise<
  (Pick<Schemas['Exercise'], 'engine' | 'results' | 'answer_key'> & {
    exercise_id: string;
    number: number;
  })[]
> {
  return db.query(
    `SELECT exercise_id, number, engine, results, answer_key FROM exercise_versions
     WHERE exercise_id = ANY ($1::uuid[]) ORDER BY exercise_id, number`,
    [exerciseIds],
  );
}
