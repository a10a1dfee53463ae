import type { Queryable } from '../db/db';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import {
  insertOneTimeToken,
  isOneTimeTokenUsable,
  useAllOneTimeTokens,
  useOneTimeToken,
} from './queries';

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
  await insertOneTimeToken(db, { userId, purpose, hash, minutes: ONE_TIME_TOKEN_MINUTES[purpose] });
  return token;
}

/** Marks the token used and returns its user, or undefined when unknown, expired or used. */
export function consumeOneTimeToken(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<string | undefined> {
  return useOneTimeToken(db, hashOpaqueToken(token), purpose);
}

/** Whether the token would be accepted now, without using it (checked before costly work). */
export function isOneTimeTokenValid(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<boolean> {
  return isOneTimeTokenUsable(db, hashOpaqueToken(token), purpose);
}

/** Retires every outstanding token of this purpose (older reset links stop working). */
export async function retireOneTimeTokens(db: Queryable, userId: string, purpose: OneTimePurpose) {
  await useAllOneTimeTokens(db, userId, purpose);
}
