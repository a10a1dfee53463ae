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

// ------------------------------------------------------------------ one-time tokens (links in mails)

export async function insertOneTimeToken(
  db: Queryable,
  token: { userId: string; purpose: string; hash: string; minutes: number },
) {
  await db.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [token.userId, token.purpose, token.hash, token.minutes],
  );
}

/** Marks a usable token used and returns its user. */
export async function useOneTimeToken(
  db: Queryable,
  hash: string,
  purpose: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hash, purpose],
  );
  return row?.user_id;
}

export async function isOneTimeTokenUsable(
  db: Queryable,
  hash: string,
  purpose: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM one_time_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hash, purpose],
  );
  return rows.length > 0;
}

export async function useAllOneTimeTokens(db: Queryable, userId: string, purpose: string) {
  await db.query(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
}

// ------------------------------------------------------------------ refresh tokens (sessions)

/** Stores a refresh token; without `expiresAt`, it expires `days` from now. */
export async function insertRefreshToken(
  db: Queryable,
  token: { userId: string; familyId: string; hash: string; expiresAt: Date | null; days: number },
) {
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, coalesce($4::timestamptz, now() + make_interval(days => $5)))`,
    [token.userId, token.familyId, token.hash, token.expiresAt, token.days],
  );
}

export interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  /** Never rotated nor revoked, not expired. */
  usable: boolean;
  /** Rotated less than `graceSeconds` ago, not revoked nor expired. */
  in_grace: boolean;
}

/** The token's row, locked for its rotation. */
export async function lockRefreshToken(
  db: Queryable,
  hash: string,
  graceSeconds: number,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.query<RefreshTokenRow>(
    `SELECT id, user_id, family_id, expires_at,
            (rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS usable,
            (rotated_at > now() - make_interval(secs => $2) AND revoked_at IS NULL
              AND expires_at > now()) AS in_grace
     FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
    [hash, graceSeconds],
  );
  return row;
}

export async function markRefreshTokenRotated(db: Queryable, id: string) {
  await db.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [id]);
}

export async function revokeRefreshFamily(db: Queryable, familyId: string) {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

export async function revokeRefreshFamilyOfToken(db: Queryable, hash: string) {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hash],
  );
}

/** Revokes every session of the user but `keepFamilyId`'s, if given. */
export async function revokeRefreshTokensOfUser(
  db: Queryable,
  userId: string,
  keepFamilyId: string | null,
) {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2)`,
    [userId, keepFamilyId],
  );
}

// ------------------------------------------------------------------ signing secret

/** The JWT secret every instance shares: `candidate` if none was stored yet. */
export async function sharedJwtSecret(db: Queryable, candidate: string): Promise<string> {
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('jwt_secret', $1) ON CONFLICT (name) DO NOTHING`,
    [candidate],
  );
  const [row] = await db.query<{ value: string }>(
    `SELECT value FROM app_secrets WHERE name = 'jwt_secret'`,
  );
  if (!row) throw new Error('JWT secret missing after insert');
  return row.value;
}
