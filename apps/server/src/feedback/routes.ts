import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { iso } from '../shared/time';

type FeedbackType = 'bug' | 'feature' | 'improvement' | 'general' | 'other';

interface FeedbackRow {
  id: string;
  feedback_type: FeedbackType;
  feedback_text: string;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = 'id, feedback_type, feedback_text, created_at, updated_at';

export const toFeedback = (row: FeedbackRow) => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const NOT_FOUND = 'Feedback not found';

/** Everyone manages only their own feedback; another user's is answered as not found. */
export function feedbackRoutes({ db }: Deps): RouteDefinition[] {
  const own = async (id: string, userId: string) => {
    const [row] = await db.query<FeedbackRow>(
      `SELECT ${COLUMNS} FROM feedback WHERE id = $1 AND user_id = $2`,
      [id, userId],
    );
    if (!row) throw notFound(NOT_FOUND);
    return row;
  };

  return [
    route('post', '/feedback/create', async ({ user, body }) => {
      const [row] = await db.query<FeedbackRow>(
        `INSERT INTO feedback (user_id, feedback_type, feedback_text) VALUES ($1, $2, $3) RETURNING ${COLUMNS}`,
        [user.id, body.feedback_type, body.feedback_text.trim()],
      );
      if (!row) throw new Error('feedback insert returned nothing');
      return { status: 201, body: toFeedback(row) };
    }),

    route('get', '/feedback/', async ({ user }) => {
      const rows = await db.query<FeedbackRow>(
        `SELECT ${COLUMNS} FROM feedback WHERE user_id = $1 ORDER BY created_at DESC, id LIMIT 500`,
        [user.id],
      );
      return { status: 200, body: rows.map(toFeedback) };
    }),

    route('get', '/feedback/read/{id}', async ({ user, params }) => ({
      status: 200,
      body: toFeedback(await own(params.id, user.id)),
    })),

    route('put', '/feedback/update/{id}', async ({ user, params, body }) => {
      const [row] = await db.query<FeedbackRow>(
        `UPDATE feedback SET feedback_type = $3, feedback_text = $4, updated_at = now()
         WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
        [params.id, user.id, body.feedback_type, body.feedback_text.trim()],
      );
      if (!row) throw notFound(NOT_FOUND);
      return { status: 200, body: toFeedback(row) };
    }),

    route('delete', '/feedback/delete/{id}', async ({ user, params }) => {
      const deleted = await db.query(
        'DELETE FROM feedback WHERE id = $1 AND user_id = $2 RETURNING id',
        [params.id, user.id],
      );
      if (deleted.length === 0) throw notFound(NOT_FOUND);
      return { status: 204 };
    }),
  ];
}
