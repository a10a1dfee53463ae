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

export interface SignInCredentials extends Credentials {
  /** The address the account signs in with, or a class account's placeholder. */
  email: string;
  /** A pupil's class account (issue 31): signs in by username, has no address to mail. */
  class_account: boolean;
}

/**
 * The account a sign-in names: by e-mail, or by the username of a class account (a name
 * without "@"; only class accounts sign in by username).
 */
export async function findSignInCredentials(
  db: Queryable,
  login: string,
): Promise<SignInCredentials | undefined> {
  const [row] = await db.query<SignInCredentials>(
    login.includes('@')
      ? `SELECT u.id, u.password_hash, u.email, c.user_id IS NOT NULL AS class_account
         FROM users u LEFT JOIN class_accounts c ON c.user_id = u.id WHERE u.email = $1`
      : `SELECT u.id, u.password_hash, u.email, true AS class_account
         FROM users u JOIN class_accounts c ON c.user_id = u.id WHERE lower(u.username) = $1`,
    [login],
  );
  return row;
}

/** What a class account's teacher sees: when the pupil last signed in. */
export async function noteClassSignIn(db: Queryable, userId: string) {
  await db.query('UPDATE class_accounts SET last_signed_in_at = now() WHERE user_id = $1', [
    userId,
  ]);
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

/** Confirms the account's address if it is still the one the link was mailed to. */
export async function markEmailVerified(
  db: Queryable,
  userId: string,
  email: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now())
     WHERE id = $1 AND email = $2 RETURNING id`,
    [userId, email],
  );
  return rows.length > 0;
}

/**
 * Moves the account to the pending address its link was mailed to, confirmed; undefined when
 * the address is no longer pending or another account took it meanwhile. Returns the old one.
 */
export async function movePendingEmail(
  db: Queryable,
  userId: string,
  email: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ old_email: string }>(
    `UPDATE users u SET email = $2, email_verified_at = now(), pending_email = NULL, updated_at = now()
     FROM users old WHERE old.id = u.id AND u.id = $1 AND u.pending_email = $2
       AND NOT EXISTS (SELECT 1 FROM users other WHERE other.email = $2)
     RETURNING old.email AS old_email`,
    [userId, email],
  );
  return row?.old_email;
}

export async function setPendingEmail(db: Queryable, userId: string, email: string) {
  await db.query('UPDATE users SET pending_email = $2, updated_at = now() WHERE id = $1', [
    userId,
    email,
  ]);
}

export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE email = $1', [email]);
  return rows.length > 0;
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

/**
 * The caller of an access token, if its session (refresh-token family) still has a token
 * neither revoked nor expired: logout, a password reset or an e-mail change end it at once.
 */
export async function findAuthUser(
  db: Queryable,
  id: string,
  sessionId: string,
): Promise<AuthUser | undefined> {
  const [row] = await db.query<AuthUser & { language: string | null }>(
    `SELECT id, email, role, preferences->'settings'->>'language' AS language
     FROM users WHERE id = $1
       AND EXISTS (SELECT 1 FROM refresh_tokens
                   WHERE family_id = $2 AND user_id = $1 AND revoked_at IS NULL AND expires_at > now())`,
    [id, sessionId],
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

/** A link bound to the address it is mailed to. */
export async function insertOneTimeToken(
  db: Queryable,
  token: { userId: string; purpose: string; email: string; hash: string; minutes: number },
) {
  await db.query(
    `INSERT INTO one_time_tokens (user_id, purpose, email, token_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [token.userId, token.purpose, token.email, token.hash, token.minutes],
  );
}

export interface UsedToken {
  user_id: string;
  purpose: string;
  email: string;
}

/**
 * Marks a usable token of one of `purposes` used and returns its user, purpose and address. A
 * token is usable only while its address is still the account's (the pending one for a change).
 */
export async function useOneTimeToken(
  db: Queryable,
  hash: string,
  purposes: readonly string[],
): Promise<UsedToken | undefined> {
  const [row] = await db.query<UsedToken>(
    `UPDATE one_time_tokens t SET used_at = now() FROM users u
     WHERE u.id = t.user_id AND t.token_hash = $1 AND t.purpose = ANY($2::text[])
       AND t.used_at IS NULL AND t.expires_at > now()
       AND t.email = CASE WHEN t.purpose = 'change_email' THEN u.pending_email ELSE u.email END
     RETURNING t.user_id, t.purpose, t.email`,
    [hash, purposes],
  );
  return row;
}

export async function isOneTimeTokenUsable(
  db: Queryable,
  hash: string,
  purpose: string,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM one_time_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.purpose = $2 AND t.used_at IS NULL AND t.expires_at > now()
       AND t.email = u.email`,
    [hash, purpose],
  );
  return rows.length > 0;
}

export async function useAllOneTimeTokens(
  db: Queryable,
  userId: string,
  purposes: readonly string[],
) {
  await db.query(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE user_id = $1 AND purpose = ANY($2::text[]) AND used_at IS NULL`,
    [userId, purposes],
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
