import type { GeneratedExercise } from '@lingua/content';
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

/**
 * An exercise as lists give it: without its audio (speech of up to 10 MB, and up to 500 rows a
 * list), which the database leaves behind; reading the one exercise brings it.
 */
export const LISTED_EXERCISE_COLUMNS = EXERCISE_COLUMNS.replace(
  'e.results',
  "e.results - 'audio_base64' AS results",
);

export function listExercises(
  db: Queryable,
  ownerId: string,
  limit: number,
): Promise<ExerciseRow[]> {
  return db.query<ExerciseRow>(
    `SELECT ${LISTED_EXERCISE_COLUMNS} FROM exercises e
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
                 AND ts.accepted_at IS NOT NULL
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
    `SELECT ${LISTED_EXERCISE_COLUMNS} FROM exercises e
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

/**
 * The titles of the texts a teacher has generated of one type, language and level (deleted
 * exercises too: they had them), newest first: the engine gives them other texts while it has any.
 */
export async function textTitlesHad(
  db: Queryable,
  userId: string,
  type: ExerciseType,
  language: Language,
  level: Level,
): Promise<string[]> {
  const rows = await db.query<{ title: string }>(
    `SELECT title FROM (
       SELECT e.results->>'Title' AS title, max(e.created_at) AS latest
         FROM exercises e
        WHERE e.user_id = $1 AND e.type = $2 AND e.language = $3 AND e.level = $4
          AND e.results->>'Title' IS NOT NULL
        GROUP BY e.results->>'Title'
     ) had
     ORDER BY latest DESC
     LIMIT 1000`,
    [userId, type, language, level],
  );
  return rows.map((row) => row.title);
}

/**
 * Saves an edit. Content that leaves the audio out keeps the stored audio: a client editing an
 * exercise as a list gave it never had the audio to send back.
 */
export async function updateExerciseContent(
  db: Queryable,
  exerciseId: string,
  results: Schemas['ExerciseResults'],
  answerKey: Schemas['AnswerKey'] | undefined,
): Promise<void> {
  await db.query(
    `UPDATE exercises SET
       results = CASE WHEN $2::jsonb ? 'audio_base64' OR NOT results ? 'audio_base64' THEN $2::jsonb
                 ELSE $2::jsonb || jsonb_build_object('audio_base64', results->'audio_base64') END,
       answer_key = coalesce($3::jsonb, answer_key), updated_at = now()
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
  exercise_type: Schemas['ExerciseType'];
}

/** The user's most recent answer to the exercise, if any. */
export async function latestAnswer(
  db: Queryable,
  userId: string,
  exerciseId: string,
): Promise<AnswerRow | undefined> {
  const [row] = await db.query<AnswerRow>(
    `SELECT answers, score::float8 AS score, results, submitted_at, assignment_id,
       assignment_attempt_id AS attempt_id, exercise_type,
       ARRAY(SELECT f.item_id FROM item_flags f WHERE f.attempt_id = attempts.id) AS flagged_items
     FROM attempts WHERE user_id = $1 AND exercise_id = $2
     ORDER BY submitted_at DESC LIMIT 1`,
    [userId, exerciseId],
  );
  return row;
}
