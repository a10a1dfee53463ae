import type { Queryable } from '../db/db';
import type { Language, Level } from '../shared/schemas';

export interface TemplateRow {
  id: string;
  user_id: string;
  template_name: string;
  language: Language;
  template_level: Level;
  exercises_id_list: string[];
  created_at: Date;
  completed: boolean;
}

/**
 * Template columns plus its ordered exercise ids and whether `$1` (the viewer) has answered
 * every one of its exercises; `extra` adds columns from `joins`.
 */
export function templateSelect(extra = '', joins = ''): string {
  return `
  SELECT t.id, t.user_id, t.template_name, t.language, t.template_level, t.created_at,
    array(SELECT te.exercise_id FROM template_exercises te
          WHERE te.template_id = t.id ORDER BY te.position) AS exercises_id_list,
    NOT EXISTS (SELECT 1 FROM template_exercises te
                WHERE te.template_id = t.id
                  AND NOT EXISTS (SELECT 1 FROM attempts at
                                  WHERE at.exercise_id = te.exercise_id AND at.user_id = $1)) AS completed
    ${extra}
  FROM templates t ${joins}`;
}

export async function findTemplate(db: Queryable, viewerId: string, templateId: string) {
  const [row] = await db.query<TemplateRow & { deleted: boolean }>(
    `${templateSelect(', t.deleted_at IS NOT NULL AS deleted')} WHERE t.id = $2`,
    [viewerId, templateId],
  );
  return row;
}

export type ExerciseCheck = 'ok' | 'missing' | 'not_owned' | 'mismatch';

/** The template rules: every exercise exists, is the caller's, and has the template's language and level. */
export async function checkTemplateExercises(
  db: Queryable,
  ownerId: string,
  exerciseIds: readonly string[],
  language: string,
  level: string,
): Promise<ExerciseCheck> {
  const rows = await db.query<{ user_id: string; language: string; level: string }>(
    'SELECT user_id, language, level FROM exercises WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL',
    [exerciseIds],
  );
  if (rows.length < exerciseIds.length) return 'missing';
  if (rows.some((row) => row.user_id !== ownerId)) return 'not_owned';
  if (rows.some((row) => row.language !== language || row.level !== level)) return 'mismatch';
  return 'ok';
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

/** Whether the user may read the template: owner, recipient of a share, or assigned through a room. */
export async function canReadTemplate(
  db: Queryable,
  templateId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db.query(
    `SELECT 1 FROM templates t WHERE t.id = $1 AND (
       (t.deleted_at IS NULL AND (t.user_id = $2 OR EXISTS (
          SELECT 1 FROM template_shares ts WHERE ts.template_id = t.id AND ts.user_id = $2)))
       OR EXISTS (SELECT 1 FROM assignments a
                  LEFT JOIN room_members m ON m.room_id = a.room_id AND m.user_id = $2
                  WHERE a.template_id = t.id AND (m.user_id IS NOT NULL OR a.teacher_id = $2)))`,
    [templateId, userId],
  );
  return row !== undefined;
}
