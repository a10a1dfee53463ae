import { isLocale, type Locale } from '@lingua/i18n';
import type { Queryable } from '../db/db';
import type { AuthUser } from '../http/route';

export interface Credentials {
  id: string;
  password_hash: string;
}

export async function findCredentials(
  db: Queryable,
  email: string,
): Promise<Credentials | undefined> {
  const [row] = await db.query<Credentials>(
    'SELECT id, password_hash FROM users WHERE email = $1',
    [email],
  );
  return row;
}

/** The new account's id, or undefined when the address is already taken. */
export async function insertUser(
  db: Queryable,
  email: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (email) DO NOTHING RETURNING id`,
    [email, passwordHash],
  );
  return row?.id;
}

/** Sets the password and returns the account's e-mail. */
export async function setPassword(
  db: Queryable,
  userId: string,
  passwordHash: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ email: string }>(
    'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email',
    [userId, passwordHash],
  );
  return row?.email;
}

export async function markEmailVerified(db: Queryable, userId: string) {
  await db.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
    [userId],
  );
}

/** Seconds left on the lock of this account from this address, or 0. */
export async function loginLockSeconds(
  db: Queryable,
  email: string,
  address: string,
): Promise<number> {
  const [row] = await db.query<{ seconds: number }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())))::int AS seconds FROM login_locks
     WHERE email = $1 AND address = $2 AND locked_until > now()`,
    [email, address],
  );
  return row?.seconds ?? 0;
}

/**
 * Counts one failure of this account from this address (a quiet day starts the count again)
 * and returns the new count.
 */
export async function countLoginFailure(
  db: Queryable,
  email: string,
  address: string,
): Promise<number> {
  const [row] = await db.query<{ failures: number }>(
    `INSERT INTO login_locks AS l (email, address, failures, last_failure_at)
     VALUES ($1, $2, 1, now())
     ON CONFLICT (email, address) DO UPDATE SET
       failures = CASE WHEN l.last_failure_at < now() - interval '1 day' THEN 1 ELSE l.failures + 1 END,
       last_failure_at = now()
     RETURNING failures`,
    [email, address],
  );
  return row?.failures ?? 1;
}

export async function lockLogin(db: Queryable, email: string, address: string, seconds: number) {
  await db.query(
    `UPDATE login_locks SET locked_until = now() + make_interval(secs => $3)
     WHERE email = $1 AND address = $2`,
    [email, address, seconds],
  );
}

/** A successful sign-in clears its address; a password reset clears every address. */
export async function clearLoginLocks(db: Queryable, email: string, address?: string) {
  await db.query(
    'DELETE FROM login_locks WHERE email = $1 AND ($2::text IS NULL OR address = $2)',
    [email, address ?? null],
  );
}

export async function findAuthUser(db: Queryable, id: string): Promise<AuthUser | undefined> {
  const [row] = await db.query<AuthUser & { language: string | null }>(
    `SELECT id, email, role, preferences->'settings'->>'language' AS language
     FROM users WHERE id = $1`,
    [id],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    language: localeOrUndefined(row.language),
  };
}

function localeOrUndefined(value: string | null): Locale | undefined {
  return isLocale(value) ? value : undefined;
}

/** The interface language saved with an account (mails to it are written in it). */
export async function savedLanguageOf(db: Queryable, email: string): Promise<Locale | undefined> {
  const [row] = await db.query<{ language: string | null }>(
    `SELECT preferences->'settings'->>'language' AS language FROM users WHERE email = $1`,
    [email],
  );
  return localeOrUndefined(row?.language ?? null);
}
