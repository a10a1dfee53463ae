import type { Queryable } from '../db/db';

/** A conversation the tutor remembers: its replies of the last day, at most this many. */
const REMEMBERED_REPLIES = 100;

/** The tutor's replies to the user of the last day, newest first. */
export async function recentReplies(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ content: string }>(
    `SELECT content FROM chat_replies
     WHERE user_id = $1 AND created_at > now() - interval '1 day'
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    [userId, REMEMBERED_REPLIES],
  );
  return rows.map((row) => row.content);
}

/** Keeps a reply the tutor wrote, and forgets the user's replies older than a day. */
export async function saveReply(db: Queryable, userId: string, content: string): Promise<void> {
  await db.query(
    `WITH gone AS (DELETE FROM chat_replies
                   WHERE user_id = $1 AND created_at <= now() - interval '1 day')
     INSERT INTO chat_replies (user_id, content) VALUES ($1, $2)`,
    [userId, content],
  );
}
