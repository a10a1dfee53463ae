import type { ServerMessage } from '@lingua/i18n/server';
import type { Queryable } from '../../db/db';

/** The web app has this long to collect the session a sign-in opened. */
const HANDOFF_MINUTES = 2;

/**
 * Records how the sign-in ended (an account, or a refusal to show) under a new one-time
 * handoff code the web app exchanges; `id` undefined records one that never started here.
 */
export async function recordOutcome(
  db: Queryable,
  outcome: {
    id: string | undefined;
    providerId: string;
    browserHash: string;
    handoffHash: string;
    userId: string | null;
    refusal: ServerMessage | null;
  },
) {
  await db.query(
    `INSERT INTO oidc_sign_ins AS s (id, provider_id, browser_hash, handoff_hash, user_id, refusal, expires_at)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, now() + make_interval(mins => $7))
     ON CONFLICT (id) DO UPDATE SET handoff_hash = $4, user_id = $5, refusal = $6,
       expires_at = now() + make_interval(mins => $7)`,
    [
      outcome.id ?? null,
      outcome.providerId,
      outcome.browserHash,
      outcome.handoffHash,
      outcome.userId,
      outcome.refusal === null ? null : JSON.stringify(outcome.refusal),
      HANDOFF_MINUTES,
    ],
  );
}

export interface Handoff {
  user_id: string | null;
  email: string | null;
  refusal: ServerMessage | null;
}

/** The outcome behind a handoff code from the browser that signed in, once; then it is gone. */
export async function takeHandoff(
  db: Queryable,
  handoffHash: string,
  browserHash: string,
): Promise<Handoff | undefined> {
  const [row] = await db.query<Handoff>(
    `DELETE FROM oidc_sign_ins s WHERE handoff_hash = $1 AND browser_hash = $2 AND expires_at > now()
     RETURNING user_id, refusal, (SELECT email FROM users WHERE id = s.user_id) AS email`,
    [handoffHash, browserHash],
  );
  return row;
}

/** The account an identity of the provider is tied to. */
export async function findIdentityUser(
  db: Queryable,
  providerId: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE oidc_identities SET last_sign_in_at = now()
     WHERE provider_id = $1 AND subject = $2 RETURNING user_id`,
    [providerId, subject],
  );
  return row?.user_id;
}

export async function insertIdentity(
  db: Queryable,
  providerId: string,
  subject: string,
  userId: string,
) {
  await db.query(
    `INSERT INTO oidc_identities (provider_id, subject, user_id) VALUES ($1, $2, $3)
     ON CONFLICT (provider_id, subject) DO NOTHING`,
    [providerId, subject, userId],
  );
}

export interface AccountByEmail {
  id: string;
  verified: boolean;
}

/** The account of the address, locked while it is linked. */
export async function lockAccountByEmail(
  db: Queryable,
  email: string,
): Promise<AccountByEmail | undefined> {
  const [row] = await db.query<AccountByEmail>(
    `SELECT id, email_verified_at IS NOT NULL AS verified FROM users WHERE email = $1 FOR UPDATE`,
    [email],
  );
  return row;
}

/**
 * A new account for the verified address, with the names the provider gave and the role of
 * the domain rule (null: the complete-profile dialog asks). Undefined if the address was taken
 * meanwhile.
 */
export async function insertProviderAccount(
  db: Queryable,
  account: {
    email: string;
    passwordHash: string;
    firstName: string | null;
    lastName: string | null;
    role: 'student' | 'teacher' | null;
  },
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO users (email, password_hash, email_verified_at, first_name, last_name, role)
     VALUES ($1, $2, now(), $3, $4, $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
    [account.email, account.passwordHash, account.firstName, account.lastName, account.role],
  );
  return row?.id;
}

/**
 * The provider vouched for the address: it is confirmed, and an account without a role takes
 * the domain rule's. An account whose address was never confirmed may have been opened by
 * someone else in its owner's name: its password is replaced (`passwordHash`).
 */
export async function confirmLinkedAccount(
  db: Queryable,
  userId: string,
  role: 'student' | 'teacher' | null,
  passwordHash: string | null,
) {
  await db.query(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()),
       role = coalesce(role, $2), password_hash = coalesce($3, password_hash), updated_at = now()
     WHERE id = $1`,
    [userId, role, passwordHash],
  );
}
