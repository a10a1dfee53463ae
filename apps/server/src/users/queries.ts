import type { Queryable } from '../db/db';
import type { StoredRole } from '../shared/roles';

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
}

const USER_COLUMNS = `id, email, username, first_name, last_name, country, phone_number, role,
  preferences, created_at, email_verified_at`;

export async function findUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row;
}

export interface ProfileChanges {
  username: string;
  first_name: string;
  last_name: string;
  country: string;
  phone_number: string;
  email: string;
  role: StoredRole | null;
  preferences: Record<string, unknown> | undefined;
  emailChanged: boolean;
}

export async function saveProfile(
  db: Queryable,
  id: string,
  changes: ProfileChanges,
): Promise<UserRow> {
  const [row] = await db.query<UserRow>(
    `UPDATE users SET username = $2, first_name = $3, last_name = $4, country = $5,
       phone_number = $6, email = $7, role = $8, preferences = coalesce($9::jsonb, preferences),
       email_verified_at = CASE WHEN $10 THEN NULL ELSE email_verified_at END,
       updated_at = now()
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [
      id,
      changes.username,
      changes.first_name,
      changes.last_name,
      changes.country,
      changes.phone_number,
      changes.email,
      changes.role,
      changes.preferences === undefined ? null : JSON.stringify(changes.preferences),
      changes.emailChanged,
    ],
  );
  if (!row) throw new Error(`user ${id} vanished during update`);
  return row;
}

/** Another account already uses this username or e-mail. */
export async function findTakenField(
  db: Queryable,
  id: string,
  username: string,
  email: string,
): Promise<'username' | 'email' | undefined> {
  const [row] = await db.query<{ email_taken: boolean; username_taken: boolean }>(
    `SELECT bool_or(email = $2) AS email_taken, bool_or(lower(username) = lower($3)) AS username_taken
     FROM users WHERE id <> $1 AND (email = $2 OR lower(username) = lower($3))`,
    [id, email, username],
  );
  if (row?.email_taken) return 'email';
  if (row?.username_taken) return 'username';
  return undefined;
}

/** Ids of the accounts with these e-mails, in the order asked. */
export async function userIdsByEmail(db: Queryable, emails: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT u.id FROM unnest($1::text[]) WITH ORDINALITY AS wanted (email, position)
     JOIN users u ON u.email = wanted.email
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
