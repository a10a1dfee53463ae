import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../http/route';
import type { Schemas } from '../shared/schemas';
import { type Adjustments, type Sitting, type Terms, termsFor } from './rules';

export interface AssignmentRow {
  id: string;
  teacher_id: string;
  room_id: string;
  template_id: string;
  assignment_text: string;
  assignment_description: string;
  schedule: Date;
  attempts: number;
  time_limit: number;
  shuffle_questions: boolean;
  shuffle_options: boolean;
  /** Each sitting is dealt a version of each exercise (migration 029). */
  deal_versions: boolean;
  created_at: Date;
}

export interface AssignmentListRow extends AssignmentRow {
  user_attempts: number;
  average_score: number | null;
  score_timestamp: Date | null;
  completed: boolean;
}

/** A student's listed assignment with the terms they sit it under. */
export interface StudentAssignmentRow extends AssignmentListRow {
  terms: Terms;
}

const COLUMNS = `a.id, a.teacher_id, a.room_id, a.template_id, a.assignment_text,
  a.assignment_description, a.schedule, a.attempts, a.time_limit, a.shuffle_questions,
  a.shuffle_options, a.deal_versions, a.created_at`;

export async function findAssignment(db: Queryable, id: string): Promise<AssignmentRow> {
  const [row] = await db.query<AssignmentRow>(
    `SELECT ${COLUMNS} FROM assignments a WHERE a.id = $1`,
    [id],
  );
  if (!row) throw notFound(serverMessage('error.assignments.notFound'));
  return row;
}

export async function ownAssignment(
  db: Queryable,
  id: string,
  user: AuthUser,
): Promise<AssignmentRow> {
  const row = await findAssignment(db, id);
  if (row.teacher_id !== user.id) throw forbidden(serverMessage('error.assignments.creatorOnly'));
  return row;
}

/** A student's adjustments of the assignment `a`, for `userId` (migration 019). */
const ADJUSTMENT_COLUMNS = `coalesce(ra.time_multiplier, 1)::float8 AS time_multiplier,
  coalesce(ra.extra_attempts, 0) AS extra_attempts, ex.schedule AS extended_schedule`;
const adjustmentJoins = (userId: string) =>
  `LEFT JOIN room_accommodations ra ON ra.room_id = a.room_id AND ra.user_id = ${userId}
   LEFT JOIN assignment_extensions ex ON ex.assignment_id = a.id AND ex.user_id = ${userId}`;

/** The row with the terms the student sits it under (see `termsFor`). */
const withTerms = <T extends AssignmentRow>(row: T & Adjustments): T => ({
  ...row,
  ...termsFor(row, row),
});

/**
 * The assignment as it applies to a student who holds it: schedule, attempts and time limit
 * are their own (accommodation and extension applied).
 */
export async function heldAssignment(
  db: Queryable,
  id: string,
  user: AuthUser,
): Promise<AssignmentRow> {
  await findAssignment(db, id);
  const [held] = await db.query<AssignmentRow & Adjustments>(
    `SELECT ${COLUMNS}, ${ADJUSTMENT_COLUMNS}
     FROM assignments a
     JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $2
     ${adjustmentJoins('$2')}
     WHERE a.id = $1`,
    [id, user.id],
  );
  if (!held) throw forbidden(serverMessage('error.assignments.notGiven'));
  return withTerms(held);
}

/** The most assignments a list holds (openapi.yaml's maxItems), earliest scheduled first. */
export const ASSIGNMENT_LIST_CAP = 1000;

/**
 * A student's assignments with their own finished sittings and scores, by schedule, from the
 * per-learner summary rows (migration 002).
 */
export async function studentAssignments(
  db: Queryable,
  userId: string,
): Promise<StudentAssignmentRow[]> {
  const rows = await db.query<AssignmentListRow & Adjustments>(
    `SELECT ${COLUMNS}, ${ADJUSTMENT_COLUMNS},
       coalesce(l.finished_sittings, 0) AS user_attempts,
       coalesce(l.finished_sittings, 0) > 0 AS completed,
       round(l.score_sum / nullif(l.answers, 0), 2)::float8 AS average_score,
       l.last_answered_at AS score_timestamp
     FROM assignments a JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $1
     LEFT JOIN assignment_learner_stats l ON l.assignment_id = a.id AND l.user_id = $1
     ${adjustmentJoins('$1')}
     ORDER BY a.schedule, a.id LIMIT ${ASSIGNMENT_LIST_CAP}`,
    [userId],
  );
  return rows.map((row) => ({ ...row, terms: termsFor(row, row) }));
}

/** A teacher's assignments; completed once every holder finished an attempt; room averages. */
export function teacherAssignments(db: Queryable, teacherId: string): Promise<AssignmentListRow[]> {
  return db.query<AssignmentListRow>(
    `SELECT ${COLUMNS}, 0 AS user_attempts,
       coalesce(s.holders > 0 AND s.finished_holders = s.holders, false) AS completed,
       round(s.score_sum / nullif(s.answers, 0), 2)::float8 AS average_score,
       s.last_answered_at AS score_timestamp
     FROM assignments a LEFT JOIN assignment_stats s ON s.assignment_id = a.id
     WHERE a.teacher_id = $1
     ORDER BY a.schedule, a.id LIMIT ${ASSIGNMENT_LIST_CAP}`,
    [teacherId],
  );
}

export interface NewAssignment {
  teacherId: string;
  roomId: string;
  templateId: string;
  text: string;
  description: string;
  schedule: string;
  attempts: number;
  timeLimit: number;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  dealVersions: boolean;
}

/** The owner of a live template, or undefined when there is none. */
export async function templateOwner(
  db: Queryable,
  templateId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    'SELECT user_id FROM templates WHERE id = $1 AND deleted_at IS NULL',
    [templateId],
  );
  return row?.user_id;
}

export async function insertAssignment(db: Queryable, a: NewAssignment): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO assignments (teacher_id, room_id, template_id, assignment_text,
       assignment_description, schedule, attempts, time_limit, shuffle_questions, shuffle_options,
       deal_versions)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      a.teacherId,
      a.roomId,
      a.templateId,
      a.text,
      a.description,
      a.schedule,
      a.attempts,
      a.timeLimit,
      a.shuffleQuestions,
      a.shuffleOptions,
      a.dealVersions,
    ],
  );
  if (!row) throw new Error('assignment insert returned nothing');
  return row.id;
}

export async function updateAssignment(
  db: Queryable,
  id: string,
  change: {
    text: string | null;
    description: string | null;
    schedule: string | null;
    attempts: number | null;
    timeLimit: number | null;
    shuffleQuestions: boolean | null;
    shuffleOptions: boolean | null;
    dealVersions: boolean | null;
  },
): Promise<void> {
  await db.query(
    `UPDATE assignments SET
       assignment_text = coalesce($2, assignment_text),
       assignment_description = coalesce($3, assignment_description),
       schedule = coalesce($4::timestamptz, schedule),
       attempts = coalesce($5, attempts),
       time_limit = coalesce($6, time_limit),
       shuffle_questions = coalesce($7, shuffle_questions),
       shuffle_options = coalesce($8, shuffle_options),
       deal_versions = coalesce($9, deal_versions),
       updated_at = now()
     WHERE id = $1`,
    [
      id,
      change.text,
      change.description,
      change.schedule,
      change.attempts,
      change.timeLimit,
      change.shuffleQuestions,
      change.shuffleOptions,
      change.dealVersions,
    ],
  );
}

export async function deleteAssignment(db: Queryable, id: string): Promise<void> {
  await db.query('DELETE FROM assignments WHERE id = $1', [id]);
}

/** Gives the assignment to the room's current members who do not hold it yet. */
export async function assignRoomMembers(db: Queryable, assignment: AssignmentRow): Promise<number> {
  const added = await db.query(
    `INSERT INTO assignment_members (assignment_id, user_id)
     SELECT $1, m.user_id FROM room_members m WHERE m.room_id = $2
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [assignment.id, assignment.room_id],
  );
  return added.length;
}

/**
 * Average score and last answer time, of one student or (userId null) of every holder; excused
 * sittings left out.
 */
export async function assignmentScore(
  db: Queryable,
  assignmentId: string,
  userId: string | null,
): Promise<{ average_score: number | null; timestamp: Date | null }> {
  const [row] = await db.query<{ average_score: number | null; timestamp: Date | null }>(
    `SELECT round(avg(score), 2)::float8 AS average_score, max(submitted_at) AS timestamp
     FROM counted_attempts WHERE assignment_id = $1 AND ($2::uuid IS NULL OR user_id = $2)`,
    [assignmentId, userId],
  );
  return row ?? { average_score: null, timestamp: null };
}

/**
 * Locks the student's holding of the assignment for the rest of the transaction, so two tabs (or
 * a tab and the close job) decide about the same student's sittings one after the other.
 */
export async function lockHolder(db: Queryable, assignmentId: string, userId: string) {
  await db.query(
    'SELECT 1 FROM assignment_members WHERE assignment_id = $1 AND user_id = $2 FOR UPDATE',
    [assignmentId, userId],
  );
}

const SITTING_COLUMNS = 'id, started_at, deadline, submitted_at, deal_seed';

export function sittingsOf(
  db: Queryable,
  assignmentId: string,
  userId: string,
): Promise<Sitting[]> {
  return db.query<Sitting>(
    `SELECT ${SITTING_COLUMNS} FROM assignment_attempts
     WHERE assignment_id = $1 AND user_id = $2 ORDER BY started_at`,
    [assignmentId, userId],
  );
}

export interface OwnedSitting extends Sitting {
  assignment_id: string;
  user_id: string;
}

/** A sitting of the caller's (undefined for anyone else's). */
export async function findSitting(
  db: Queryable,
  id: string,
  userId: string,
): Promise<OwnedSitting | undefined> {
  const [row] = await db.query<OwnedSitting>(
    `SELECT ${SITTING_COLUMNS}, assignment_id, user_id FROM assignment_attempts
     WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row;
}

export async function insertSitting(
  db: Queryable,
  assignmentId: string,
  userId: string,
  minutes: number,
  /** The seed its order is dealt from; null when the assignment shuffles nothing. */
  dealSeed: number | null,
): Promise<Sitting> {
  const [row] = await db.query<Sitting>(
    `INSERT INTO assignment_attempts (assignment_id, user_id, deadline, deal_seed)
     VALUES ($1, $2, now() + make_interval(secs => $3::float8 * 60), $4)
     RETURNING ${SITTING_COLUMNS}`,
    [assignmentId, userId, minutes, dealSeed],
  );
  if (!row) throw new Error('attempt insert returned nothing');
  return row;
}

/** Finishes a sitting; false when it was finished already (by another tab or the close job). */
export async function finishSitting(
  db: Queryable,
  id: string,
  at: Date,
  late: boolean,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE assignment_attempts SET submitted_at = $2, late = $3
     WHERE id = $1 AND submitted_at IS NULL RETURNING id`,
    [id, at, late],
  );
  return rows.length > 0;
}

/** Locks a sitting for this transaction; undefined when it is finished already. */
export async function lockOpenSitting(db: Queryable, id: string): Promise<Sitting | undefined> {
  const [row] = await db.query<Sitting>(
    `SELECT ${SITTING_COLUMNS} FROM assignment_attempts
     WHERE id = $1 AND submitted_at IS NULL FOR UPDATE`,
    [id],
  );
  return row;
}

/**
 * Sittings nobody finished whose deadline and grace have passed, oldest first, unless another
 * instance is closing them.
 */
export function abandonedSittings(
  db: Queryable,
  graceSeconds: number,
  limit: number,
): Promise<OwnedSitting[]> {
  return db.query<OwnedSitting>(
    `SELECT ${SITTING_COLUMNS}, assignment_id, user_id FROM assignment_attempts
     WHERE submitted_at IS NULL AND deadline + make_interval(secs => $1) < now()
       AND (close_claimed_until IS NULL OR close_claimed_until < now())
     ORDER BY deadline LIMIT $2`,
    [graceSeconds, limit],
  );
}

/**
 * Claims an open sitting for closing for `seconds`, unless another instance holds a claim on
 * it: the sitting, or undefined (claimed elsewhere, or finished already).
 */
export async function claimSittingToClose(
  db: Queryable,
  id: string,
  seconds: number,
): Promise<OwnedSitting | undefined> {
  const [row] = await db.query<OwnedSitting>(
    `UPDATE assignment_attempts SET close_claimed_until = now() + make_interval(secs => $2)
     WHERE id = $1 AND submitted_at IS NULL
       AND (close_claimed_until IS NULL OR close_claimed_until < now())
     RETURNING ${SITTING_COLUMNS}, assignment_id, user_id`,
    [id, seconds],
  );
  return row;
}

export interface SavedAnswerRow {
  exercise_id: string;
  user_answer: Schemas['UserAnswer'];
  client_saved_at: Date;
  saved_at: Date;
}

export function savedAnswers(db: Queryable, sittingId: string): Promise<SavedAnswerRow[]> {
  return db.query<SavedAnswerRow>(
    `SELECT exercise_id, user_answer, client_saved_at, saved_at FROM sitting_answers
     WHERE assignment_attempt_id = $1`,
    [sittingId],
  );
}

/**
 * Keeps the answer unless a later-typed one is kept already (an offline queue sent late).
 * Returns when the server stored the answer it now holds.
 */
export async function saveAnswer(
  db: Queryable,
  sittingId: string,
  exerciseId: string,
  answer: Schemas['UserAnswer'],
  typedAt: Date,
): Promise<Date> {
  await db.query(
    `INSERT INTO sitting_answers (assignment_attempt_id, exercise_id, user_answer, client_saved_at)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (assignment_attempt_id, exercise_id) DO UPDATE
       SET user_answer = EXCLUDED.user_answer, client_saved_at = EXCLUDED.client_saved_at,
           saved_at = now()
       WHERE sitting_answers.client_saved_at <= EXCLUDED.client_saved_at`,
    [sittingId, exerciseId, JSON.stringify(answer), typedAt],
  );
  const [row] = await db.query<{ saved_at: Date }>(
    'SELECT saved_at FROM sitting_answers WHERE assignment_attempt_id = $1 AND exercise_id = $2',
    [sittingId, exerciseId],
  );
  if (!row) throw new Error('saved answer vanished');
  return row.saved_at;
}

/** The template's exercises of an assignment, in solving order. */
export async function assignmentExerciseIds(db: Queryable, templateId: string): Promise<string[]> {
  const rows = await db.query<{ exercise_id: string }>(
    'SELECT exercise_id FROM template_exercises WHERE template_id = $1 ORDER BY position',
    [templateId],
  );
  return rows.map((row) => row.exercise_id);
}

/** The assignments a student holds whose template contains the exercise. */
export async function heldAssignmentsWithExercise(
  db: Queryable,
  userId: string,
  exerciseId: string,
): Promise<AssignmentRow[]> {
  const rows = await db.query<AssignmentRow & Adjustments>(
    `SELECT ${COLUMNS}, ${ADJUSTMENT_COLUMNS} FROM assignments a
     JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $1
     JOIN template_exercises te ON te.template_id = a.template_id AND te.exercise_id = $2
     ${adjustmentJoins('$1')}`,
    [userId, exerciseId],
  );
  return rows.map(withTerms);
}

/** An assignment of one of the caller's rooms whose template holds an exercise. */
export interface RoomAssignmentRow {
  id: string;
  schedule: Date;
  /** The latest schedule a holder was extended to, if any. */
  latest_extension: Date | null;
  /** The latest deadline of a sitting of anyone's that is not finished, if any. */
  unfinished_deadline: Date | null;
}

/** The assignments given in rooms the user is a member of whose template holds the exercise. */
export function roomAssignmentsWithExercise(
  db: Queryable,
  userId: string,
  exerciseId: string,
): Promise<RoomAssignmentRow[]> {
  return db.query<RoomAssignmentRow>(
    `SELECT a.id, a.schedule,
       (SELECT max(ex.schedule) FROM assignment_extensions ex WHERE ex.assignment_id = a.id)
         AS latest_extension,
       (SELECT max(s.deadline) FROM assignment_attempts s
        WHERE s.assignment_id = a.id AND s.submitted_at IS NULL) AS unfinished_deadline
     FROM assignments a
     JOIN room_members m ON m.room_id = a.room_id AND m.user_id = $1
     WHERE EXISTS (SELECT 1 FROM template_exercises te
                   WHERE te.template_id = a.template_id AND te.exercise_id = $2)`,
    [userId, exerciseId],
  );
}

/** A version dealt to a sitting: its number (0: the exercise itself) and, if stored, its content. */
export interface DealtVersionRow {
  exercise_id: string;
  version: number;
  results: Schemas['ExerciseResults'] | null;
  answer_key: Schemas['AnswerKey'] | null;
}

/** The versions dealt to a sitting (none when its assignment dealt none). */
export function sittingVersions(db: Queryable, sittingId: string): Promise<DealtVersionRow[]> {
  return db.query<DealtVersionRow>(
    `SELECT exercise_id, version, results, answer_key FROM sitting_versions
     WHERE assignment_attempt_id = $1`,
    [sittingId],
  );
}

export async function insertSittingVersions(
  db: Queryable,
  sittingId: string,
  versions: readonly DealtVersionRow[],
): Promise<void> {
  if (versions.length === 0) return;
  await db.query(
    `INSERT INTO sitting_versions (assignment_attempt_id, exercise_id, version, results, answer_key)
     SELECT $1, (v->>'exercise_id')::uuid, (v->>'version')::int,
       nullif(v->'results', 'null'::jsonb), nullif(v->'answer_key', 'null'::jsonb)
     FROM jsonb_array_elements($2::jsonb) AS v`,
    [sittingId, JSON.stringify(versions)],
  );
}

/** How often each version of each exercise was dealt among the assignment's sittings. */
export function dealtCounts(
  db: Queryable,
  assignmentId: string,
): Promise<{ exercise_id: string; version: number; dealt: number }[]> {
  return db.query(
    `SELECT sv.exercise_id, sv.version, count(*)::int AS dealt
     FROM sitting_versions sv JOIN assignment_attempts aa ON aa.id = sv.assignment_attempt_id
     WHERE aa.assignment_id = $1 GROUP BY sv.exercise_id, sv.version`,
    [assignmentId],
  );
}

/** The versions the student was dealt in their earlier sittings of the assignment. */
export function versionsHad(
  db: Queryable,
  assignmentId: string,
  userId: string,
): Promise<{ exercise_id: string; version: number }[]> {
  return db.query(
    `SELECT sv.exercise_id, sv.version
     FROM sitting_versions sv JOIN assignment_attempts aa ON aa.id = sv.assignment_attempt_id
     WHERE aa.assignment_id = $1 AND aa.user_id = $2 ORDER BY aa.started_at, aa.id`,
    [assignmentId, userId],
  );
}

/** Serialises the dealing of versions among the assignment's students (the least dealt first). */
export async function lockDealing(db: Queryable, assignmentId: string): Promise<void> {
  await db.query('SELECT 1 FROM assignments WHERE id = $1 FOR NO KEY UPDATE', [assignmentId]);
}
