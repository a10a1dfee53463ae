import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';

/** A session lasts at most this long from its login, however often it is refreshed. */
const SESSION_DAYS = 30;
/**
 * A token rotated this recently may be presented again: two tabs refreshing together both
 * succeed instead of the second one looking like a replayed, stolen token.
 */
export const REFRESH_GRACE_SECONDS = 10;

async function insertToken(
  db: Queryable,
  userId: string,
  familyId: string,
  expiresAt: Date | null,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, coalesce($4::timestamptz, now() + make_interval(days => $5)))`,
    [userId, familyId, hash, expiresAt, SESSION_DAYS],
  );
  return token;
}

export interface IssuedSession {
  sessionId: string;
  refreshToken: string;
}

/** Starts a new session (a refresh-token family), one per login. */
export async function issueRefreshToken(db: Queryable, userId: string): Promise<IssuedSession> {
  const sessionId = randomUUID();
  return { sessionId, refreshToken: await insertToken(db, userId, sessionId, null) };
}

export type RotationResult =
  | { userId: string; sessionId: string; refreshToken: string }
  | undefined;

/**
 * Exchanges a refresh token for a new one of the same family, which keeps the family's
 * expiry. A token rotated more than a few seconds ago, or revoked, means it leaked (or was
 * replayed): the whole family is revoked.
 */
export function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{
      id: string;
      user_id: string;
      family_id: string;
      expires_at: Date;
      usable: boolean;
      in_grace: boolean;
    }>(
      `SELECT id, user_id, family_id, expires_at,
              (rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS usable,
              (rotated_at > now() - make_interval(secs => $2) AND revoked_at IS NULL
                AND expires_at > now()) AS in_grace
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashOpaqueToken(token), REFRESH_GRACE_SECONDS],
    );
    if (!current) return undefined;
    if (!current.usable && !current.in_grace) {
      await revokeFamily(tx, current.family_id);
      return undefined;
    }
    if (current.usable)
      await tx.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [current.id]);
    return {
      userId: current.user_id,
      sessionId: current.family_id,
      refreshToken: await insertToken(tx, current.user_id, current.family_id, current.expires_at),
    };
  });
}

async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL',
    [familyId],
  );
}

/** Logout: ends the session the token belongs to. Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Queryable, token: string): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL
       AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)`,
    [hashOpaqueToken(token)],
  );
}

/**
 * Ends every session of the account (a password reset), or every other one (an e-mail change
 * keeps the session that made it).
 */
export async function revokeAllForUser(
  db: Queryable,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR family_id <> $2)`,
    [userId, keepSessionId ?? null],
  );
}
