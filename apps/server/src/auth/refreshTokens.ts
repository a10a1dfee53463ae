import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';

const REFRESH_TOKEN_DAYS = 30;

async function insertToken(db: Queryable, userId: string, familyId: string): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
    [userId, familyId, hash, REFRESH_TOKEN_DAYS],
  );
  return token;
}

/** Starts a new family (one per login). */
export function issueRefreshToken(db: Queryable, userId: string): Promise<string> {
  return insertToken(db, userId, randomUUID());
}

export type RotationResult = { userId: string; refreshToken: string } | undefined;

/**
 * Exchanges a refresh token for a new one of the same family. A token that was already
 * rotated or revoked means it leaked (or was replayed): the whole family is revoked.
 */
export function rotateRefreshToken(db: Db, token: string): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{
      id: string;
      user_id: string;
      family_id: string;
      usable: boolean;
    }>(
      `SELECT id, user_id, family_id,
              (rotated_at IS NULL AND revoked_at IS NULL AND expires_at > now()) AS usable
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashOpaqueToken(token)],
    );
    if (!current) return undefined;
    if (!current.usable) {
      await revokeFamily(tx, current.family_id);
      return undefined;
    }
    await tx.query('UPDATE refresh_tokens SET rotated_at = now() WHERE id = $1', [current.id]);
    return {
      userId: current.user_id,
      refreshToken: await insertToken(tx, current.user_id, current.family_id),
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

/** After a password reset every session of the account ends. */
export async function revokeAllForUser(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
    [userId],
  );
}
