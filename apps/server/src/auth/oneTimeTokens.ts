import type { Queryable } from '../db/db';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';

export type OneTimePurpose = 'reset_password' | 'verify_email';

export const ONE_TIME_TOKEN_MINUTES: Record<OneTimePurpose, number> = {
  reset_password: 60,
  verify_email: 7 * 24 * 60,
};

export async function createOneTimeToken(
  db: Queryable,
  userId: string,
  purpose: OneTimePurpose,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await db.query(
    `INSERT INTO one_time_tokens (user_id, purpose, token_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [userId, purpose, hash, ONE_TIME_TOKEN_MINUTES[purpose]],
  );
  return token;
}

/** Marks the token used and returns its user, or undefined when unknown, expired or used. */
export async function consumeOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<string | undefined> {
  const [row] = await db.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashOpaqueToken(token), purpose],
  );
  return row?.user_id;
}

/** Whether the token would be accepted now, without using it (checked before costly work). */
export async function isOneTimeTokenValid(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM one_time_tokens
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
    [hashOpaqueToken(token), purpose],
  );
  return rows.length > 0;
}

/** Retires every outstanding token of this purpose (older reset links stop working). */
export async function retireOneTimeTokens(db: Queryable, userId: string, purpose: OneTimePurpose) {
  await db.query(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [userId, purpose],
  );
}
