import type { Queryable } from '../db/db';
import { hashOpaqueToken, newOpaqueToken } from './opaqueTokens';
import {
  insertOneTimeToken,
  isOneTimeTokenUsable,
  type UsedToken,
  useAllOneTimeTokens,
  useOneTimeToken,
} from './queries';

/** A verify link proves the account's address; a change link proves the address it moves to. */
export type OneTimePurpose = 'reset_password' | 'verify_email' | 'change_email';

export const ONE_TIME_TOKEN_MINUTES: Record<OneTimePurpose, number> = {
  reset_password: 60,
  verify_email: 7 * 24 * 60,
  change_email: 24 * 60,
};

/** A new link for `purpose`, bound to the address `email` it is mailed to. */
export async function createOneTimeToken(
  db: Queryable,
  userId: string,
  purpose: OneTimePurpose,
  email: string,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await insertOneTimeToken(db, {
    userId,
    purpose,
    email,
    hash,
    minutes: ONE_TIME_TOKEN_MINUTES[purpose],
  });
  return token;
}

/**
 * Marks the token used and returns its user, purpose and the address it was mailed to, or
 * undefined when unknown, expired or used.
 */
export function consumeOneTimeToken(
  db: Queryable,
  token: string,
  purposes: readonly OneTimePurpose[],
): Promise<UsedToken | undefined> {
  return useOneTimeToken(db, hashOpaqueToken(token), purposes);
}

/** Whether the token would be accepted now, without using it (checked before costly work). */
export function isOneTimeTokenValid(
  db: Queryable,
  token: string,
  purpose: OneTimePurpose,
): Promise<boolean> {
  return isOneTimeTokenUsable(db, hashOpaqueToken(token), purpose);
}

/** Retires every outstanding token of these purposes (older links stop working). */
export async function retireOneTimeTokens(
  db: Queryable,
  userId: string,
  purposes: readonly OneTimePurpose[],
) {
  await useAllOneTimeTokens(db, userId, purposes);
}
