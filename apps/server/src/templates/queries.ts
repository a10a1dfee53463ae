import type { Db, Queryable } from '../db/db';
import type { Language, Level, Schemas } from '../shared/schemas';

type SpeakingCriterion = Schemas['SpeakingCriterion'];

export interface TemplateRow {
  id: string;
  user_id: string;
  template_name: string;
  language: Language;
  template_level: Level;
  exercises_id_list: string[];
  created_at: Date;
  completed: boolean;
  /** The criteria its speaking items are graded on; null: each exercise's own. */
  speaking_criteria: SpeakingCriterion[] | null;
}

export interface SharedTemplateRow extends TemplateRow {
  /** The owner's email. */
  shared_by: string;
}

/** What a template stores besides its exercises. */
export interface TemplateFields {
  template_name: string;
  language: Language;
  template_level: Level;
  speaking_criteria: SpeakingCriterion[] | null;
}

/**
 * Template columns plus its ordered exercise ids and whether `$1` (the viewer) has answered
 * every one of its exercises; `extra` adds columns from `joins`.
 */
export function templateSelect(extra = '', joins = ''): string {
  return `
  SELECT t.id, t.user_id, t.template_name, t.language, t.template_level, t.created_at,
    t.speaking_criteria,
    array(SELECT te.exercise_id FROM template_exercises te
          WHERE te.template_id = t.id ORDER BY te.position) AS exercises_id_list,
    NOT EXISTS (SELECT 1 FROM template_exercises te
                WHERE te.template_id = t.id
                  AND NOT EXISTS (SELECT 1 FROM attempts at
                                  WHERE at.exercise_id = te.exercise_id AND at.user_id = $1)) AS completed
    ${extra}
  FROM templates t ${joins}`;
}

/** Any template, hidden ones included (`deleted`), as `viewerId` sees it. */
export async function findTemplate(db: Queryable, viewerId: string, templateId: string) {
  const [row] = await db.query<TemplateRow & { deleted: boolean }>(
    `${templateSelect(', t.deleted_at IS NOT NULL AS deleted')} WHERE t.id = $2`,
    [viewerId, templateId],
  );
  return row;
}

/** The owner's live templates, newest first. */
export function listOwnTemplates(db: Queryable, ownerId: string): Promise<TemplateRow[]> {
  return db.query<TemplateRow>(
    `${templateSelect()} WHERE t.user_id = $1 AND t.deleted_at IS NULL ORDER BY t.created_at DESC, t.id LIMIT 500`,
    [ownerId],
  );
}

/**
 * The live templates shared with the user, most recently shared first: those they accepted, or
 * (`offers`) those still waiting for their answer.
 */
export function listSharedTemplates(
  db: Queryable,
  userId: string,
  offers = false,
): Promise<SharedTemplateRow[]> {
  return db.query<SharedTemplateRow>(
    `${templateSelect(
      // The owner's name, never their address: a pupil who shares does not reveal it.
      `, COALESCE(NULLIF(concat_ws(' ', owner.first_name, owner.last_name), ''), owner.username, 'A Lingua user') AS shared_by`,
      `JOIN template_shares ts ON ts.template_id = t.id AND ts.user_id = $1
         AND (ts.accepted_at IS NULL) = $2
       JOIN users owner ON owner.id = t.user_id`,
    )}
     WHERE t.deleted_at IS NULL ORDER BY ts.created_at DESC, t.id LIMIT 500`,
    [userId, offers],
  );
}

/** The recipient's answer to a share still waiting for it; false when there is none. */
export async function answerShareOffer(
  db: Queryable,
  templateId: string,
  userId: string,
  accept: boolean,
): Promise<boolean> {
  const answered = await db.query(
    accept
      ? `UPDATE template_shares SET accepted_at = now()
         WHERE template_id = $1 AND user_id = $2 AND accepted_at IS NULL RETURNING user_id`
      : `DELETE FROM template_shares
         WHERE template_id = $1 AND user_id = $2 AND accepted_at IS NULL RETURNING user_id`,
    [templateId, userId],
  );
  return answered.length > 0;
}

export interface ExerciseFacts {
  user_id: string;
  language: string;
  level: string;
}

/** Owner, language and level of each live exercise among `exerciseIds` (missing ones left out). */
export function exerciseFacts(
  db: Queryable,
  exerciseIds: readonly string[],
): Promise<ExerciseFacts[]> {
  return db.query<ExerciseFacts>(
    'SELECT user_id, language, level FROM exercises WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL',
    [exerciseIds],
  );
}

export async function replaceTemplateExercises(
  db: Queryable,
  templateId: string,
  exerciseIds: readonly string[],
) {
  await db.query('DELETE FROM template_exercises WHERE template_id = $1', [templateId]);
  await db.query(
    `INSERT INTO template_exercises (template_id, position, exercise_id)
     SELECT $1, position, exercise_id FROM unnest($2::uuid[]) WITH ORDINALITY AS list (exercise_id, position)`,
    [templateId, exerciseIds],
  );
}

/** Stores a template with its exercises in order; returns its id. */
export function insertTemplate(
  db: Db,
  ownerId: string,
  fields: TemplateFields,
  exerciseIds: readonly string[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: string }>(
      `INSERT INTO templates (user_id, template_name, language, template_level, speaking_criteria)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        ownerId,
        fields.template_name,
        fields.language,
        fields.template_level,
        fields.speaking_criteria,
      ],
    );
    if (!created) throw new Error('template insert returned nothing');
    await replaceTemplateExercises(tx, created.id, exerciseIds);
    return created.id;
  });
}

/** Saves the fields, and the exercises when given (otherwise they stay as they are). */
export function updateTemplate(
  db: Db,
  templateId: string,
  fields: TemplateFields,
  exerciseIds: readonly string[] | undefined,
): Promise<void> {
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE templates SET template_name = $2, language = $3, template_level = $4,
         speaking_criteria = $5, updated_at = now()
       WHERE id = $1`,
      [
        templateId,
        fields.template_name,
        fields.language,
        fields.template_level,
        fields.speaking_criteria,
      ],
    );
    if (exerciseIds) await replaceTemplateExercises(tx, templateId, exerciseIds);
  });
}

/** Hides the template from its owner's lists; assignments that use it keep it. */
export async function softDeleteTemplate(db: Queryable, templateId: string): Promise<void> {
  await db.query('UPDATE templates SET deleted_at = now() WHERE id = $1', [templateId]);
}

/** Takes a share away from its recipient; false when there was none. */
export async function deleteShare(
  db: Queryable,
  templateId: string,
  userId: string,
): Promise<boolean> {
  const removed = await db.query(
    'DELETE FROM template_shares WHERE template_id = $1 AND user_id = $2 RETURNING template_id',
    [templateId, userId],
  );
  return removed.length > 0;
}

export async function roomMemberIds(db: Queryable, roomId: string): Promise<string[]> {
  const members = await db.query<{ user_id: string }>(
    'SELECT user_id FROM room_members WHERE room_id = $1',
    [roomId],
  );
  return members.map((member) => member.user_id);
}

/** The id of the confirmed account with this (normalised) email, if any. */
export async function confirmedUserByEmail(
  db: Queryable,
  email: string,
): Promise<{ id: string; role: 'teacher' | 'student' | null } | undefined> {
  const [user] = await db.query<{ id: string; role: 'teacher' | 'student' | null }>(
    'SELECT id, role FROM users WHERE email = $1 AND email_verified_at IS NOT NULL',
    [email],
  );
  return user;
}

/**
 * Shares the template with each recipient but its owner, accepted at once or waiting for the
 * recipient's answer; returns how many shares are new.
 */
export async function insertShares(
  db: Queryable,
  templateId: string,
  ownerId: string,
  recipientIds: readonly string[],
  accepted: boolean,
): Promise<number> {
  const inserted = await db.query(
    `INSERT INTO template_shares (template_id, user_id, shared_by, accepted_at)
     SELECT $1, recipient, $2, CASE WHEN $4 THEN now() END
     FROM unnest($3::uuid[]) AS recipient WHERE recipient <> $2
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [templateId, ownerId, recipientIds, accepted],
  );
  return inserted.length;
}

/** Whether the user may read the template: owner, recipient of a share, or assigned through a room. */
export async function canReadTemplate(
  db: Queryable,
  templateId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM templates t WHERE t.id = $1 AND (
       (t.deleted_at IS NULL AND (t.user_id = $2 OR EXISTS (
          SELECT 1 FROM template_shares ts
          WHERE ts.template_id = t.id AND ts.user_id = $2 AND ts.accepted_at IS NOT NULL)))
       OR EXISTS (SELECT 1 FROM assignments a
                  LEFT JOIN room_members m ON m.room_id = a.room_id AND m.user_id = $2
                  WHERE a.template_id = t.id AND (m.user_id IS NOT NULL OR a.teacher_id = $2)))`,
    [templateId, userId],
  );
  return row !== undefined;
}
