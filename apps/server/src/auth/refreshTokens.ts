import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import {
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshFamily,
  revokeRefreshFamilyOfToken,
  revokeRefreshTokensOfUser,
} from './queries';

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
  await insertRefreshToken(db, { userId, familyId, hash, expiresAt, days: SESSION_DAYS });
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
    const current = await lockRefreshToken(tx, hashOpaqueToken(token), REFRESH_GRACE_SECONDS);
    if (!current) return undefined;
    if (!current.usable && !current.in_grace) {
      await revokeRefreshFamily(tx, current.family_id);
      return undefined;
    }
    if (current.usable) await markRefreshTokenRotated(tx, current.id);
    return {
      userId: current.user_id,
      sessionId: current.family_id,
      refreshToken: await insertToken(tx, current.user_id, current.family_id, current.expires_at),
    };
  });
}

/** Logout: ends the session the token belongs to. Unknown tokens are ignored. */
export async function revokeFamilyOf(db: Queryable, token: string): Promise<void> {
  await revokeRefreshFamilyOfToken(db, hashOpaqueToken(token));
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
  await revokeRefreshTokensOfUser(db, userId, keepSessionId ?? null);
}
