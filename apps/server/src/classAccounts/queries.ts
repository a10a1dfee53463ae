import type { Queryable } from '../db/db';

export interface NewClassAccount {
  roomId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}

/**
 * A student account with no address of its own (the placeholder is never mailed), already a
 * member of the room; undefined when the username (or its placeholder) is taken.
 */
export async function insertClassAccount(
  db: Queryable,
  account: NewClassAccount,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `WITH pupil AS (
       INSERT INTO users (email, password_hash, username, first_name, last_name, role)
       VALUES ($2, $3, $4, $5, $6, 'student')
       ON CONFLICT DO NOTHING RETURNING id),
     account AS (
       INSERT INTO class_accounts (user_id, room_id) SELECT id, $1 FROM pupil),
     member AS (
       INSERT INTO room_members (room_id, user_id, joined_by)
       SELECT $1, id, 'class_account' FROM pupil)
     SELECT id FROM pupil`,
    [
      account.roomId,
      account.email,
      account.passwordHash,
      account.username,
      account.firstName,
      account.lastName,
    ],
  );
  return row?.id;
}

export interface ClassAccountRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  created_at: Date;
  password_set_at: Date;
  last_signed_in_at: Date | null;
}

export const CLASS_ACCOUNT_LIST_CAP = 500;

export function classAccountsOf(db: Queryable, roomId: string): Promise<ClassAccountRow[]> {
  return db.query<ClassAccountRow>(
    `SELECT u.id, u.first_name, u.last_name, u.username, c.created_at, c.password_set_at,
            c.last_signed_in_at
     FROM class_accounts c JOIN users u ON u.id = c.user_id
     WHERE c.room_id = $1
     ORDER BY u.last_name, u.first_name, u.username LIMIT ${CLASS_ACCOUNT_LIST_CAP}`,
    [roomId],
  );
}

/** Sets the pupil's new password; undefined unless they are a class account of the room. */
export async function markPasswordSet(
  db: Queryable,
  roomId: string,
  userId: string,
  passwordHash: string,
): Promise<
  { id: string; first_name: string | null; last_name: string | null; username: string } | undefined
> {
  const [row] = await db.query<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    username: string;
  }>(
    `WITH account AS (
       UPDATE class_accounts SET password_set_at = now()
       WHERE user_id = $2 AND room_id = $1 RETURNING user_id)
     UPDATE users u SET password_hash = $3, updated_at = now()
     FROM account WHERE u.id = account.user_id
     RETURNING u.id, u.first_name, u.last_name, lower(u.username) AS username`,
    [roomId, userId, passwordHash],
  );
  return row;
}
