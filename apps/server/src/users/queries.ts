import type { Queryable } from '../db/db';
import { type ExerciseRow, LISTED_EXERCISE_COLUMNS } from '../exercises/queries';
import type { FeedbackRow } from '../feedback/queries';
import type { StoredRole } from '../shared/roles';
import type { Schemas } from '../shared/schemas';
import { type TemplateRow, templateSelect } from '../templates/queries';

export interface UserRow {
  id: string;
  email: string;
  username: string | null;
  first_name: string | null;
  last_name: string | null;
  country: string | null;
  phone_number: string | null;
  role: StoredRole | null;
  preferences: Record<string, unknown>;
  created_at: Date;
  email_verified_at: Date | null;
  pending_email: string | null;
  /** Made by a teacher for a pupil without e-mail (issue 31). */
  class_account: boolean;
}

const USER_COLUMNS = `id, email, username, first_name, last_name, country, phone_number, role,
  preferences, created_at, email_verified_at, pending_email,
  EXISTS (SELECT 1 FROM class_accounts c WHERE c.user_id = users.id) AS class_account`;

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

export interface ProfileChanges {
  username: string;
  first_name: string;
  last_name: string;
  /** Null for a class account, which keeps neither. */
  country: string | null;
  phone_number: string | null;
  role: StoredRole | null;
  preferences: Record<string, unknown> | undefined;
}

export async function saveProfile(
  db: Queryable,
  id: string,
  changes: ProfileChanges,
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `UPDATE users SET username = $2, first_name = $3, last_name = $4, country = $5,
       phone_number = $6, role = $7, preferences = coalesce($8::jsonb, preferences),
       updated_at = now()
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [
      id,
      changes.username,
      changes.first_name,
      changes.last_name,
      changes.country,
      changes.phone_number,
      changes.role,
      changes.preferences === undefined ? null : JSON.stringify(changes.preferences),
    ],
  );
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/**
 * Another account already uses this username. (Whether an e-mail is taken is never answered: a
 * change of address is mailed to it instead.)
 */
export async function isUsernameTaken(
  db: Queryable,
  id: string,
  username: string,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM users WHERE id <> $1 AND lower(username) = lower($2) LIMIT 1',
    [id, username],
  );
  return rows.length > 0;
}

/** Ids of the confirmed accounts with these e-mails, in the order asked. */
export async function userIdsByEmail(db: Queryable, emails: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM unnest($1::text[]) WITH ORDINALITY AS wanted (email, position)
     JOIN users u ON u.email = wanted.email AND u.email_verified_at IS NOT NULL
     ORDER BY wanted.position`,
    [emails],
  );
  return [...new Set(rows.map((row) => row.id))];
}

export async function isEmailVerified(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query<{ verified: boolean }>(
    'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
    [id],
  );
  return row?.verified ?? false;
}

export async function findPasswordHash(db: Queryable, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM users WHERE id = $1',
    [id],
  );
  return row?.password_hash;
}

/**
 * Deletes the account; the schema's cascades take its exercises, templates, answers,
 * memberships, sessions and, for a teacher, the rooms they teach with their assignments.
 * Mail still waiting for the address and sign-in locks on it go too.
 */
export async function deleteAccount(db: Queryable, id: string, email: string) {
  await db.query('DELETE FROM mail_outbox WHERE to_address = $1 AND sent_at IS NULL', [email]);
  await db.query('DELETE FROM login_locks WHERE email = $1', [email]);
  await db.query('DELETE FROM users WHERE id = $1', [id]);
}

export interface MembershipRow {
  room_id: string;
  room_name: string;
  role: 'teacher' | 'member';
  since: Date;
}

export function membershipsOf(db: Queryable, id: string): Promise<MembershipRow[]> {
  return db.query<MembershipRow>(
    `SELECT r.id AS room_id, r.room_name, 'teacher' AS role, r.created_at AS since
     FROM rooms r WHERE r.teacher_id = $1
     UNION ALL
     SELECT r.id, r.room_name, 'member', m.added_at
     FROM room_members m JOIN rooms r ON r.id = m.room_id WHERE m.user_id = $1
     ORDER BY since`,
    [id],
  );
}

export interface ShareRow {
  template_id: string;
  template_name: string;
  direction: 'received' | 'sent';
  shared_at: Date;
}

export function sharesOf(db: Queryable, id: string): Promise<ShareRow[]> {
  return db.query<ShareRow>(
    `SELECT s.template_id, t.template_name,
       CASE WHEN s.user_id = $1 THEN 'received' ELSE 'sent' END AS direction,
       s.created_at AS shared_at
     FROM template_shares s JOIN templates t ON t.id = s.template_id
     WHERE s.user_id = $1 OR s.shared_by = $1
     ORDER BY s.created_at`,
    [id],
  );
}

// ------------------------------------------------------------------ the data export

/**
 * Without their audio: speech made from the transcript the export holds, up to 10 MB each (the
 * exercise itself still serves it).
 */
export function exercisesOfUser(db: Queryable, id: string): Promise<ExerciseRow[]> {
  return db.query<ExerciseRow>(
    `SELECT ${LISTED_EXERCISE_COLUMNS} FROM exercises e WHERE e.user_id = $1 ORDER BY e.created_at`,
    [id],
  );
}

export function templatesOfUser(db: Queryable, id: string): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(`${templateSelect()} WHERE t.user_id = $1 ORDER BY t.created_at`, [
    id,
  ]);
}

export interface SittingRow {
  id: string;
  assignment_id: string;
  started_at: Date;
  submitted_at: Date | null;
  score: number | null;
  excused: boolean;
}

/** The user's sittings of assignments, each with the average score of its answers. */
export function sittingsOfUser(db: Queryable, id: string): Promise<SittingRow[]> {
  return db.query<SittingRow>(
    `SELECT aa.id, aa.assignment_id, aa.started_at, aa.submitted_at,
       (SELECT round(avg(at.score), 2)::float8 FROM attempts at WHERE at.assignment_attempt_id = aa.id) AS score,
       aa.excused_at IS NOT NULL AS excused
     FROM assignment_attempts aa WHERE aa.user_id = $1 ORDER BY aa.started_at`,
    [id],
  );
}

export interface SavedAnswerRow {
  attempt_id: string;
  exercise_id: string;
  user_answer: Schemas['UserAnswer'];
  client_saved_at: Date;
}

/** The answers kept as they were typed in the user's timed sittings. */
export function savedAnswersOfUser(db: Queryable, id: string): Promise<SavedAnswerRow[]> {
  return db.query<SavedAnswerRow>(
    `SELECT sa.assignment_attempt_id AS attempt_id, sa.exercise_id, sa.user_answer, sa.client_saved_at
     FROM sitting_answers sa JOIN assignment_attempts aa ON aa.id = sa.assignment_attempt_id
     WHERE aa.user_id = $1 ORDER BY aa.started_at, sa.client_saved_at`,
    [id],
  );
}

export interface RecordingRow {
  id: string;
  attempt_id: string;
  exercise_id: string;
  item_id: number;
  mime_type: Schemas['RecordingMimeType'];
  bytes: number;
  duration_ms: number;
  created_at: Date;
}

/** The user's recordings, without their audio (issue 33). */
export function recordingsOfUser(db: Queryable, id: string): Promise<RecordingRow[]> {
  return db.query<RecordingRow>(
    `SELECT id, attempt_id, exercise_id, item_id, mime_type, bytes, duration_ms, created_at
     FROM recordings WHERE user_id = $1 ORDER BY created_at, item_id`,
    [id],
  );
}

export interface AccommodationRow {
  room_id: string;
  room_name: string;
  time_multiplier: number;
  extra_attempts: number;
}

/** Extra time and attempts the user's teachers gave them. */
export function accommodationsOf(db: Queryable, id: string): Promise<AccommodationRow[]> {
  return db.query<AccommodationRow>(
    `SELECT r.id AS room_id, r.room_name, ra.time_multiplier::float8 AS time_multiplier,
       ra.extra_attempts
     FROM room_accommodations ra JOIN rooms r ON r.id = ra.room_id
     WHERE ra.user_id = $1 ORDER BY r.room_name`,
    [id],
  );
}

export function extensionsOf(db: Queryable, id: string) {
  return db.query<{ assignment_id: string; schedule: Date }>(
    'SELECT assignment_id, schedule FROM assignment_extensions WHERE user_id = $1 ORDER BY schedule',
    [id],
  );
}

/** The user's flags on questions of their own graded answers. */
export function flagsOf(db: Queryable, id: string) {
  return db.query<{ exercise_id: string; item_id: number; note: string; flagged_at: Date }>(
    `SELECT at.exercise_id, f.item_id, f.note, f.flagged_at
     FROM item_flags f JOIN attempts at ON at.id = f.attempt_id
     WHERE at.user_id = $1 ORDER BY f.flagged_at`,
    [id],
  );
}

export interface CorrectionRow {
  exercise_id: string;
  item_id: number;
  from_credit: number;
  to_credit: number;
  comment: string;
  corrected_at: Date;
}

/** Every verdict a teacher changed in the user's answers, with the comment they wrote. */
export function correctionsOf(db: Queryable, id: string): Promise<CorrectionRow[]> {
  return db.query<CorrectionRow>(
    `SELECT at.exercise_id, o.item_id, o.from_credit::float8 AS from_credit,
       o.to_credit::float8 AS to_credit, o.comment, o.created_at AS corrected_at
     FROM item_overrides o JOIN attempts at ON at.id = o.attempt_id
     WHERE at.user_id = $1 ORDER BY o.created_at`,
    [id],
  );
}

export interface AnswerRow {
  exercise_id: string;
  answers: Schemas['UserAnswer'];
  score: number;
  results: Schemas['ReviewItem'][];
  submitted_at: Date;
  assignment_id: string | null;
}

export function answersOfUser(db: Queryable, id: string): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT exercise_id, answers, score::float8 AS score, results, submitted_at, assignment_id
     FROM attempts WHERE user_id = $1 ORDER BY submitted_at`,
    [id],
  );
}

export function feedbackOfUser(db: Queryable, id: string): Promise<FeedbackRow[]> {
  return db.query<FeedbackRow>(
    'SELECT id, feedback_type, feedback_text, created_at, updated_at FROM feedback WHERE user_id = $1 ORDER BY created_at',
    [id],
  );
}

// ------------------------------------------------------------------ the dashboard

export interface DashboardCounts {
  exercises_count: number;
  templates_count: number;
  assignments_due: number;
  average_score: number | null;
}

/** A teacher's assignments still due, or a student's not yet handed in. */
export async function dashboardCounts(
  db: Queryable,
  id: string,
  role: StoredRole,
): Promise<DashboardCounts> {
  const [counts] = await db.query<DashboardCounts>(
    `SELECT
       (SELECT count(*) FROM exercises WHERE user_id = $1 AND deleted_at IS NULL)::int AS exercises_count,
       (SELECT count(*) FROM templates WHERE user_id = $1 AND deleted_at IS NULL)::int AS templates_count,
       CASE WHEN $2 = 'teacher'
         THEN (SELECT count(*) FROM assignments WHERE teacher_id = $1 AND schedule >= now())
         ELSE (SELECT count(*) FROM assignment_members am JOIN assignments a ON a.id = am.assignment_id
               WHERE am.user_id = $1 AND a.schedule >= now()
                 AND NOT EXISTS (SELECT 1 FROM assignment_attempts aa WHERE aa.assignment_id = a.id
                                 AND aa.user_id = $1 AND aa.submitted_at IS NOT NULL))
       END::int AS assignments_due,
       (SELECT round(avg(score), 2)::float8 FROM attempts WHERE user_id = $1) AS average_score`,
    [id, role],
  );
  if (!counts) throw new Error('dashboard query returned nothing');
  return counts;
}

export interface ActivityRow {
  kind: 'generated' | 'solved' | 'assigned';
  title: string;
  at: Date;
  exercise_type: Schemas['ExerciseType'] | null;
  score: number | null;
}

/**
 * The latest `limit` exercises generated, answers graded and assignments given or received;
 * items of the same moment in a fixed order, so the list does not shuffle between two reads.
 */
export function recentActivity(db: Queryable, id: string, limit: number): Promise<ActivityRow[]> {
  return db.query<ActivityRow>(
    `(SELECT 'generated' AS kind, e.results->>'Title' AS title, e.created_at AS at, e.type AS exercise_type,
             NULL::float8 AS score
      FROM exercises e WHERE e.user_id = $1 ORDER BY e.created_at DESC, e.id LIMIT $2)
     UNION ALL
     (SELECT 'solved', e.results->>'Title', at.submitted_at, at.exercise_type, at.score::float8
      FROM attempts at JOIN exercises e ON e.id = at.exercise_id
      WHERE at.user_id = $1 ORDER BY at.submitted_at DESC, at.id LIMIT $2)
     UNION ALL
     (SELECT 'assigned', a.assignment_text, coalesce(am.assigned_at, a.created_at), NULL, NULL
      FROM assignments a LEFT JOIN assignment_members am ON am.assignment_id = a.id AND am.user_id = $1
      WHERE a.teacher_id = $1 OR am.user_id = $1 ORDER BY 3 DESC, a.id LIMIT $2)
     ORDER BY at DESC, kind, title LIMIT $2`,
    [id, limit],
  );
}
