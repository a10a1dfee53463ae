import type { Queryable } from '../db/db';
import type { Schemas } from '../shared/schemas';

/** A person's name as the gradebook shows it: first and last, else the username; never e-mail. */
const personName = (alias: string) =>
  `coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''),
    ${alias}.username, '')`;

export interface SittingRow {
  id: string;
  assignment_id: string;
  assignment_text: string;
  room_id: string;
  template_id: string;
  user_id: string;
  student_name: string;
  attempt_number: number;
  started_at: Date;
  deadline: Date;
  submitted_at: Date | null;
  late: boolean;
  excused: boolean;
  score: number | null;
  overridden: boolean;
  /** What the order dealt to the student comes from (migration 025). */
  deal_seed: number | null;
  shuffle_questions: boolean;
  shuffle_options: boolean;
}

const SITTING_SELECT = `
  SELECT aa.id, aa.assignment_id, a.assignment_text, a.room_id, a.template_id, aa.user_id,
    ${personName('u')} AS student_name,
    (SELECT count(*) FROM assignment_attempts p
     WHERE p.assignment_id = aa.assignment_id AND p.user_id = aa.user_id
       AND (p.started_at, p.id) <= (aa.started_at, aa.id))::int AS attempt_number,
    aa.started_at, aa.deadline, aa.submitted_at, aa.late, aa.excused_at IS NOT NULL AS excused,
    aa.deal_seed, a.shuffle_questions, a.shuffle_options,
    (SELECT round(avg(at.score), 2)::float8 FROM attempts at
     WHERE at.assignment_attempt_id = aa.id) AS score,
    EXISTS (SELECT 1 FROM item_overrides o JOIN attempts at ON at.id = o.attempt_id
            WHERE at.assignment_attempt_id = aa.id) AS overridden
  FROM assignment_attempts aa
  JOIN assignments a ON a.id = aa.assignment_id
  JOIN users u ON u.id = aa.user_id`;

/** The most sittings a room's list holds (openapi.yaml's maxItems): the newest. */
export const SITTING_LIST_CAP = 5000;
/** The most members a list of accommodations or extensions holds (openapi.yaml's maxItems). */
export const MEMBER_LIST_CAP = 500;

/** A room's sittings, newest first, optionally of one student or one assignment. */
export function roomSittings(
  db: Queryable,
  roomId: string,
  filter: { userId?: string | undefined; assignmentId?: string | undefined },
): Promise<SittingRow[]> {
  return db.query<SittingRow>(
    `${SITTING_SELECT}
     WHERE a.room_id = $1 AND ($2::uuid IS NULL OR aa.user_id = $2)
       AND ($3::uuid IS NULL OR aa.assignment_id = $3)
     ORDER BY aa.started_at DESC, aa.id LIMIT ${SITTING_LIST_CAP}`,
    [roomId, filter.userId ?? null, filter.assignmentId ?? null],
  );
}

export async function findSittingRow(db: Queryable, id: string): Promise<SittingRow | undefined> {
  const [row] = await db.query<SittingRow>(`${SITTING_SELECT} WHERE aa.id = $1`, [id]);
  return row;
}

/** One exercise of a sitting's template with the sitting's graded answer of it, if any. */
export interface SittingExerciseRow {
  exercise_id: string;
  type: Schemas['ExerciseType'];
  position: number;
  /** The prompts (Writing) or questions (Reading, Listening), by item number. */
  prompts: string[] | null;
  /** The sitting's version's key when it was dealt one. */
  answer_key: Schemas['AnswerKey'];
  /** The version dealt (0: the exercise itself); null when the sitting was dealt none. */
  version: number | null;
  attempt_id: string | null;
  answers: Schemas['UserAnswer'] | null;
  review: Schemas['ReviewItem'][] | null;
  score: number | null;
  /** A speaking exercise's own criteria, and those its template chose (null: the exercise's). */
  exercise_criteria: Schemas['SpeakingCriterion'][] | null;
  template_criteria: Schemas['SpeakingCriterion'][] | null;
}

/** The template's exercises in solving order, each with its graded answer in the sitting. */
export function sittingExercises(
  db: Queryable,
  sittingId: string,
  templateId: string,
): Promise<SittingExerciseRow[]> {
  return db.query<SittingExerciseRow>(
    `SELECT e.id AS exercise_id, e.type, row_number() OVER (ORDER BY te.position)::int AS position,
       coalesce(sv.results->'Exercises', sv.results->'Questions', e.results->'Exercises',
         e.results->'Questions') AS prompts,
       coalesce(sv.answer_key, e.answer_key) AS answer_key, sv.version,
       at.id AS attempt_id, at.answers, at.results AS review, at.score::float8 AS score,
       e.results->'criteria' AS exercise_criteria, t.speaking_criteria AS template_criteria
     FROM template_exercises te
     JOIN templates t ON t.id = te.template_id
     JOIN exercises e ON e.id = te.exercise_id
     LEFT JOIN sitting_versions sv
       ON sv.assignment_attempt_id = $1 AND sv.exercise_id = te.exercise_id
     LEFT JOIN attempts at ON at.assignment_attempt_id = $1 AND at.exercise_id = te.exercise_id
     WHERE te.template_id = $2
     ORDER BY te.position`,
    [sittingId, templateId],
  );
}

export interface OverrideRow {
  attempt_id: string;
  item_id: number;
  teacher_name: string;
  from_credit: number;
  to_credit: number;
  comment: string;
  rubric: Schemas['Rubric'] | null;
  created_at: Date;
}

/** Every verdict change of the answers, oldest first. */
export function overridesOf(db: Queryable, answerIds: readonly string[]): Promise<OverrideRow[]> {
  return db.query<OverrideRow>(
    `SELECT o.attempt_id, o.item_id, ${personName('t')} AS teacher_name,
       o.from_credit::float8 AS from_credit, o.to_credit::float8 AS to_credit, o.comment,
       o.rubric, o.created_at
     FROM item_overrides o LEFT JOIN users t ON t.id = o.teacher_id
     WHERE o.attempt_id = ANY ($1::uuid[])
     ORDER BY o.created_at, o.id`,
    [answerIds],
  );
}

export interface FlagRow {
  attempt_id: string;
  exercise_id: string;
  item_id: number;
  note: string;
  flagged_at: Date;
  student_name: string;
}

const FLAG_SELECT = `
  SELECT f.attempt_id, at.exercise_id, f.item_id, f.note, f.flagged_at,
    ${personName('u')} AS student_name
  FROM item_flags f JOIN attempts at ON at.id = f.attempt_id JOIN users u ON u.id = at.user_id`;

export function flagsOf(db: Queryable, answerIds: readonly string[]): Promise<FlagRow[]> {
  return db.query<FlagRow>(`${FLAG_SELECT} WHERE f.attempt_id = ANY ($1::uuid[])`, [answerIds]);
}

/** Every flag on an answer given in the assignment, oldest first. */
export function assignmentFlags(db: Queryable, assignmentId: string): Promise<FlagRow[]> {
  return db.query<FlagRow>(`${FLAG_SELECT} WHERE at.assignment_id = $1 ORDER BY f.flagged_at`, [
    assignmentId,
  ]);
}

/** Stores a corrected answer; the summary tables follow by trigger (migration 019). */
export async function correctAnswer(
  db: Queryable,
  change: {
    answerId: string;
    itemId: number;
    score: number;
    results: Schemas['ReviewItem'][];
    isCorrect: boolean;
    teacherId: string;
    from: number;
    to: number;
    comment: string;
    /** The scores behind a grading on the rubric. */
    rubric?: Schemas['Rubric'];
  },
): Promise<void> {
  await db.query('UPDATE attempts SET score = $2, results = $3 WHERE id = $1', [
    change.answerId,
    change.score,
    JSON.stringify(change.results),
  ]);
  await db.query(
    'UPDATE attempt_items SET is_correct = $3 WHERE attempt_id = $1 AND item_id = $2',
    [change.answerId, change.itemId, change.isCorrect],
  );
  await db.query(
    `INSERT INTO item_overrides (attempt_id, item_id, teacher_id, from_credit, to_credit, comment, rubric)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.answerId,
      change.itemId,
      change.teacherId,
      change.from,
      change.to,
      change.comment,
      change.rubric ? JSON.stringify(change.rubric) : null,
    ],
  );
}

export async function setExcused(db: Queryable, sittingId: string, excused: boolean) {
  await db.query(
    `UPDATE assignment_attempts
     SET excused_at = CASE WHEN $2 THEN coalesce(excused_at, now()) END
     WHERE id = $1`,
    [sittingId, excused],
  );
}

export async function upsertFlag(
  db: Queryable,
  answerId: string,
  itemId: number,
  note: string,
): Promise<Date> {
  const [row] = await db.query<{ flagged_at: Date }>(
    `INSERT INTO item_flags (attempt_id, item_id, note) VALUES ($1, $2, $3)
     ON CONFLICT (attempt_id, item_id) DO UPDATE SET note = EXCLUDED.note, flagged_at = now()
     RETURNING flagged_at`,
    [answerId, itemId, note],
  );
  if (!row) throw new Error('flag upsert returned nothing');
  return row.flagged_at;
}

export interface AccommodationRow {
  student_id: string;
  student_name: string;
  time_multiplier: number;
  extra_attempts: number;
}

const MEMBER_ORDER = 'ORDER BY lower(u.last_name), lower(u.first_name), u.id';

/** Every member of the room with their accommodation (×1 and none extra without one). */
export function roomAccommodations(db: Queryable, roomId: string): Promise<AccommodationRow[]> {
  return db.query<AccommodationRow>(
    `SELECT u.id AS student_id, ${personName('u')} AS student_name,
       coalesce(ra.time_multiplier, 1)::float8 AS time_multiplier,
       coalesce(ra.extra_attempts, 0) AS extra_attempts
     FROM room_members m JOIN users u ON u.id = m.user_id
     LEFT JOIN room_accommodations ra ON ra.room_id = m.room_id AND ra.user_id = m.user_id
     WHERE m.room_id = $1 ${MEMBER_ORDER} LIMIT ${MEMBER_LIST_CAP}`,
    [roomId],
  );
}

/** The member's name, or undefined when the user is not a member of the room. */
export async function memberName(
  db: Queryable,
  roomId: string,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    `SELECT ${personName('u')} AS name FROM room_members m JOIN users u ON u.id = m.user_id
     WHERE m.room_id = $1 AND m.user_id = $2`,
    [roomId, userId],
  );
  return row?.name;
}

/** Keeps the accommodation, or removes it when it changes nothing (×1, no extra attempt). */
export async function storeAccommodation(
  db: Queryable,
  roomId: string,
  userId: string,
  accommodation: { time_multiplier: number; extra_attempts: number },
): Promise<void> {
  if (accommodation.time_multiplier === 1 && accommodation.extra_attempts === 0) {
    await db.query('DELETE FROM room_accommodations WHERE room_id = $1 AND user_id = $2', [
      roomId,
      userId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO room_accommodations (room_id, user_id, time_multiplier, extra_attempts)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (room_id, user_id) DO UPDATE
       SET time_multiplier = EXCLUDED.time_multiplier, extra_attempts = EXCLUDED.extra_attempts`,
    [roomId, userId, accommodation.time_multiplier, accommodation.extra_attempts],
  );
}

export interface ExtensionRow {
  student_id: string;
  student_name: string;
  schedule: Date;
}

export function assignmentExtensions(db: Queryable, assignmentId: string): Promise<ExtensionRow[]> {
  return db.query<ExtensionRow>(
    `SELECT u.id AS student_id, ${personName('u')} AS student_name, ex.schedule
     FROM assignment_extensions ex JOIN users u ON u.id = ex.user_id
     WHERE ex.assignment_id = $1 ${MEMBER_ORDER} LIMIT ${MEMBER_LIST_CAP}`,
    [assignmentId],
  );
}

/** The holder's name, or undefined when the user does not hold the assignment. */
export async function holderName(
  db: Queryable,
  assignmentId: string,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>(
    `SELECT ${personName('u')} AS name FROM assignment_members am JOIN users u ON u.id = am.user_id
     WHERE am.assignment_id = $1 AND am.user_id = $2`,
    [assignmentId, userId],
  );
  return row?.name;
}

export async function storeExtension(
  db: Queryable,
  assignmentId: string,
  userId: string,
  schedule: string,
): Promise<Date> {
  const [row] = await db.query<{ schedule: Date }>(
    `INSERT INTO assignment_extensions (assignment_id, user_id, schedule) VALUES ($1, $2, $3)
     ON CONFLICT (assignment_id, user_id) DO UPDATE SET schedule = EXCLUDED.schedule
     RETURNING schedule`,
    [assignmentId, userId, schedule],
  );
  if (!row) throw new Error('extension upsert returned nothing');
  return row.schedule;
}

export async function deleteExtension(db: Queryable, assignmentId: string, userId: string) {
  await db.query('DELETE FROM assignment_extensions WHERE assignment_id = $1 AND user_id = $2', [
    assignmentId,
    userId,
  ]);
}

export interface AnalysedAnswerRow {
  user_id: string;
  exercise_id: string;
  answers: Schemas['UserAnswer'];
  results: Schemas['ReviewItem'][];
  score: number;
  /** The version dealt (0: the exercise itself); null when the sitting was dealt none. */
  version: number | null;
  version_prompts: string[] | null;
  version_key: Schemas['AnswerKey'] | null;
}

/** The answers of each student's latest finished sitting that is not excused. */
export function latestCountedAnswers(
  db: Queryable,
  assignmentId: string,
): Promise<AnalysedAnswerRow[]> {
  return db.query<AnalysedAnswerRow>(
    `SELECT at.user_id, at.exercise_id, at.answers, at.results, at.score::float8 AS score,
       sv.version, coalesce(sv.results->'Exercises', sv.results->'Questions') AS version_prompts,
       sv.answer_key AS version_key
     FROM (SELECT DISTINCT ON (user_id) id FROM assignment_attempts
           WHERE assignment_id = $1 AND submitted_at IS NOT NULL AND excused_at IS NULL
           ORDER BY user_id, submitted_at DESC, id) latest
     JOIN attempts at ON at.assignment_attempt_id = latest.id
     LEFT JOIN sitting_versions sv
       ON sv.assignment_attempt_id = latest.id AND sv.exercise_id = at.exercise_id`,
    [assignmentId],
  );
}

export interface TemplateExerciseRow {
  exercise_id: string;
  position: number;
  /** The prompts (Writing) or questions (Reading, Listening), by item number. */
  prompts: string[] | null;
  answer_key: Schemas['AnswerKey'];
}

export function templateExercises(
  db: Queryable,
  templateId: string,
): Promise<TemplateExerciseRow[]> {
  return db.query<TemplateExerciseRow>(
    `SELECT e.id AS exercise_id, row_number() OVER (ORDER BY te.position)::int AS position,
       coalesce(e.results->'Exercises', e.results->'Questions') AS prompts, e.answer_key
     FROM template_exercises te JOIN exercises e ON e.id = te.exercise_id
     WHERE te.template_id = $1 ORDER BY te.position`,
    [templateId],
  );
}

export interface RoomGradeRow {
  student_id: string;
  student_name: string;
  /** Average score per assignment id (counted answers only), null without one. */
  scores: Record<string, number | null>;
  average: number | null;
}

/** Each member's average per assignment and over the room, from the summary tables. */
export function roomGrades(db: Queryable, roomId: string): Promise<RoomGradeRow[]> {
  return db.query<RoomGradeRow>(
    `SELECT u.id AS student_id, ${personName('u')} AS student_name,
       coalesce((SELECT jsonb_object_agg(l.assignment_id,
                   round(l.score_sum / nullif(l.answers, 0), 2)::float8)
                 FROM assignment_learner_stats l
                 WHERE l.room_id = m.room_id AND l.user_id = m.user_id), '{}'::jsonb) AS scores,
       round(r.score_sum / nullif(r.answers, 0), 2)::float8 AS average
     FROM room_members m JOIN users u ON u.id = m.user_id
     LEFT JOIN room_learner_stats r ON r.room_id = m.room_id AND r.user_id = m.user_id
     WHERE m.room_id = $1 ${MEMBER_ORDER}`,
    [roomId],
  );
}

export function roomAssignments(
  db: Queryable,
  roomId: string,
): Promise<{ id: string; assignment_text: string }[]> {
  return db.query(
    'SELECT id, assignment_text FROM assignments WHERE room_id = $1 ORDER BY schedule, id',
    [roomId],
  );
}

export async function roomName(db: Queryable, roomId: string): Promise<string> {
  const [row] = await db.query<{ room_name: string }>('SELECT room_name FROM rooms WHERE id = $1', [
    roomId,
  ]);
  return row?.room_name ?? 'room';
}

export interface HolderSittingRow {
  student_id: string;
  student_name: string;
  sitting_id: string | null;
}

/** Every holder of the assignment with their latest finished sitting (null without one). */
export function holdersWithLatestSitting(
  db: Queryable,
  assignmentId: string,
): Promise<HolderSittingRow[]> {
  return db.query<HolderSittingRow>(
    `SELECT u.id AS student_id, ${personName('u')} AS student_name,
       (SELECT aa.id FROM assignment_attempts aa
        WHERE aa.assignment_id = am.assignment_id AND aa.user_id = am.user_id
          AND aa.submitted_at IS NOT NULL
        ORDER BY aa.submitted_at DESC, aa.id LIMIT 1) AS sitting_id
     FROM assignment_members am JOIN users u ON u.id = am.user_id
     WHERE am.assignment_id = $1 ${MEMBER_ORDER}`,
    [assignmentId],
  );
}

export interface ToCheckRow {
  attempt_id: string;
  assignment_id: string;
  assignment_text: string;
  student_id: string;
  student_name: string;
  exercise_id: string;
  item_id: number;
  prompts: string[] | null;
  answer_key: Schemas['AnswerKey'];
  answers: Schemas['UserAnswer'];
  submitted_at: Date;
}

/** Every item of a finished sitting in the room that the grader left to the teacher, oldest first. */
export function roomAnswersToCheck(db: Queryable, roomId: string): Promise<ToCheckRow[]> {
  return db.query<ToCheckRow>(
    `SELECT aa.id AS attempt_id, aa.assignment_id, a.assignment_text, aa.user_id AS student_id,
       ${personName('u')} AS student_name, at.exercise_id, (r.item->>'id')::int AS item_id,
       coalesce(sv.results->'Exercises', sv.results->'Questions', e.results->'Exercises',
         e.results->'Questions') AS prompts,
       coalesce(sv.answer_key, e.answer_key) AS answer_key, at.answers, aa.submitted_at
     FROM attempts at
     JOIN assignment_attempts aa ON aa.id = at.assignment_attempt_id
     JOIN assignments a ON a.id = aa.assignment_id
     JOIN users u ON u.id = aa.user_id
     JOIN exercises e ON e.id = at.exercise_id
     LEFT JOIN sitting_versions sv
       ON sv.assignment_attempt_id = aa.id AND sv.exercise_id = at.exercise_id
     CROSS JOIN LATERAL jsonb_array_elements(at.results) AS r (item)
     WHERE a.room_id = $1 AND aa.submitted_at IS NOT NULL
       AND r.item @> '{"to_check": true}'::jsonb
     ORDER BY aa.submitted_at, aa.id, at.exercise_id, item_id`,
    [roomId],
  );
}

export interface KeyedExerciseRow {
  id: string;
  type: Schemas['ExerciseType'];
  language: Schemas['Language'];
  level: Schemas['Level'];
  results: Schemas['ExerciseResults'];
  answer_key: Schemas['AnswerKey'];
}

/** The exercise with its key, locked for this transaction: one change of its key at a time. */
export async function lockExerciseKey(
  db: Queryable,
  exerciseId: string,
): Promise<KeyedExerciseRow | undefined> {
  const [row] = await db.query<KeyedExerciseRow>(
    `SELECT id, type, language, level, results, answer_key FROM exercises WHERE id = $1
     FOR UPDATE`,
    [exerciseId],
  );
  return row;
}

export async function storeExerciseKey(
  db: Queryable,
  exerciseId: string,
  answerKey: Schemas['AnswerKey'],
): Promise<void> {
  await db.query('UPDATE exercises SET answer_key = $2, updated_at = now() WHERE id = $1', [
    exerciseId,
    JSON.stringify(answerKey),
  ]);
}

export interface ItemAnswerRow {
  id: string;
  user_id: string;
  assignment_attempt_id: string | null;
  answers: Schemas['UserAnswer'];
  results: Schemas['ReviewItem'][];
}

/**
 * Every graded answer to the exercise whose item is not plainly right (to check, half or wrong),
 * sittings' and practice alike, locked for this transaction in one order.
 */
export function answersNotRightAt(
  db: Queryable,
  exerciseId: string,
  itemId: number,
): Promise<ItemAnswerRow[]> {
  return db.query<ItemAnswerRow>(
    `SELECT at.id, at.user_id, at.assignment_attempt_id, at.answers, at.results FROM attempts at
     WHERE at.exercise_id = $1 AND EXISTS (
       SELECT 1 FROM jsonb_array_elements(at.results) AS r (item)
       WHERE (r.item->>'id')::int = $2
         AND (r.item @> '{"to_check": true}'::jsonb
              OR coalesce((r.item->>'credit')::numeric,
                          CASE WHEN (r.item->>'is_correct')::boolean THEN 1 ELSE 0 END) < 1))
     ORDER BY at.id
     FOR UPDATE OF at`,
    [exerciseId, itemId],
  );
}

/** Whether any sitting of the assignment was dealt versions (the setting may be off since). */
export async function assignmentDealtVersions(db: Queryable, assignmentId: string) {
  const [row] = await db.query<{ dealt: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM sitting_versions sv
       JOIN assignment_attempts aa ON aa.id = sv.assignment_attempt_id
       WHERE aa.assignment_id = $1) AS dealt`,
    [assignmentId],
  );
  return row?.dealt ?? false;
}
