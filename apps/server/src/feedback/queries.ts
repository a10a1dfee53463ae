import type { Queryable } from '../db/db';
import type { Schemas } from '../shared/schemas';

export interface FeedbackRow {
  id: string;
  feedback_type: Schemas['FeedbackType'];
  feedback_text: string;
  created_at: Date;
  updated_at: Date;
}

export interface FeedbackFields {
  feedback_type: Schemas['FeedbackType'];
  feedback_text: string;
}

const COLUMNS = 'id, feedback_type, feedback_text, created_at, updated_at';

// Every statement is scoped to its author: another user's feedback is not there for them.

export async function insertFeedback(
  db: Queryable,
  userId: string,
  fields: FeedbackFields,
): Promise<FeedbackRow> {
  const [row] = await db.query<FeedbackRow>(
    `INSERT INTO feedback (user_id, feedback_type, feedback_text) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
    [userId, fields.feedback_type, fields.feedback_text],
  );
  if (!row) throw new Error('feedback insert returned nothing');
  return row;
}

export function listFeedback(db: Queryable, userId: string): Promise<FeedbackRow[]> {
  return db.query<FeedbackRow>(
    `SELECT ${COLUMNS} FROM feedback WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 500`,
    [userId],
  );
}

export async function findFeedback(
  db: Queryable,
  userId: string,
  id: string,
): Promise<FeedbackRow | undefined> {
  const [row] = await db.query<FeedbackRow>(
    `SELECT ${COLUMNS} FROM feedback WHERE id = $1 AND user_id = $2`,
    [id, userId],
  );
  return row;
}

export async function updateFeedback(
  db: Queryable,
  userId: string,
  id: string,
  fields: FeedbackFields,
): Promise<FeedbackRow | undefined> {
  const [row] = await db.query<FeedbackRow>(
    `UPDATE feedback SET feedback_type = $3, feedback_text = $4, updated_at = now()
     WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId, fields.feedback_type, fields.feedback_text],
  );
  return row;
}

/** The deleted feedback's id; undefined when there was nothing of the user's to delete. */
export async function deleteFeedback(
  db: Queryable,
  userId: string,
  id: string,
): Promise<string | undefined> {
  const [deleted] = await db.query<{ id: string }>(
    'DELETE FROM feedback WHERE id = $1 AND user_id = $2 RETURNING id',
    [id, userId],
  );
  return deleted?.id;
}
