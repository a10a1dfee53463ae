import { randomInt } from 'node:crypto';
import { serverMessage } from '@lingua/i18n/server';
import { hashPassword } from '../auth/passwords';
import { clearLoginLocks } from '../auth/queries';
import { revokeAllForUser } from '../auth/refreshTokens';
import type { Db, Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { clearRateLimit } from '../http/queries';
import type { Language } from '../shared/schemas';
import { insertClassAccount, markPasswordSet } from './queries';
import { PASSWORD_WORDS } from './words';

/** The reserved domain (RFC 2606) of a class account's placeholder address: no mail goes there. */
export const CLASS_ACCOUNT_DOMAIN = 'class.invalid';

const PASSWORD_WORD_COUNT = 3;
/** Tries before a pupil's name gets a longer number (the username index decides). */
const USERNAME_TRIES = 12;

/** Three short words of the room's language, chosen with the system's secure randomness. */
export function newClassPassword(language: string): string {
  const words = PASSWORD_WORDS[language as Language] ?? PASSWORD_WORDS.English;
  return Array.from({ length: PASSWORD_WORD_COUNT }, () => words[randomInt(words.length)]).join(
    '-',
  );
}

/** A name in plain lower-case latin letters ("Zoë Müller" gives "zoe", "muller"). */
function plainLetters(name: string): string {
  return name
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .normalize('NFKD')
    .replace(/[^a-z]/g, '');
}

/**
 * A readable username: the first name (10 letters at most), the last name's initial and a
 * number; `digits` grows when the short numbers of a name are taken.
 */
export function usernameCandidate(firstName: string, lastName: string, digits: number): string {
  const base = `${plainLetters(firstName).slice(0, 10)}${plainLetters(lastName).slice(0, 1)}`;
  const number = randomInt(10 ** (digits - 1), 10 ** digits);
  return `${base.length >= 2 ? base : `pupil${base}`}${number}`;
}

export interface PupilName {
  first_name: string;
  last_name: string;
}

export interface IssuedCard {
  id: string;
  first_name: string;
  last_name: string;
  username: string;
  password: string;
}

export interface PreparedPupil extends PupilName {
  password: string;
  passwordHash: string;
}

/** Trims the names and hashes a new password (outside any transaction: hashing is slow). */
export async function preparePupil(pupil: PupilName, language: string): Promise<PreparedPupil> {
  const password = newClassPassword(language);
  return {
    first_name: pupil.first_name.trim(),
    last_name: pupil.last_name.trim(),
    password,
    passwordHash: await hashPassword(password),
  };
}

/** Makes the pupil's account, a member of the room, under the first free username. */
export async function createClassAccount(
  tx: Queryable,
  roomId: string,
  pupil: PreparedPupil,
): Promise<IssuedCard> {
  const { first_name, last_name, password, passwordHash } = pupil;
  for (let attempt = 0; ; attempt++) {
    const digits = 2 + Math.floor(attempt / USERNAME_TRIES);
    const username = usernameCandidate(first_name, last_name, digits);
    const id = await insertClassAccount(tx, {
      roomId,
      username,
      email: `${username}@${CLASS_ACCOUNT_DOMAIN}`,
      firstName: first_name,
      lastName: last_name,
      passwordHash,
    });
    if (id) return { id, first_name, last_name, username, password };
  }
}

/**
 * A new password for the pupil (the old one stops working, every session ends, the sign-in
 * locks of the username are lifted); 404 unless the pupil is a class account of this room.
 */
export async function resetClassPassword(
  db: Db,
  room: { id: string; room_lang: string },
  userId: string,
): Promise<IssuedCard> {
  const password = newClassPassword(room.room_lang);
  const passwordHash = await hashPassword(password);
  const pupil = await db.transaction(async (tx) => {
    const found = await markPasswordSet(tx, room.id, userId, passwordHash);
    if (!found) return undefined;
    await revokeAllForUser(tx, userId);
    await clearLoginLocks(tx, found.username);
    await clearRateLimit(tx, `login-failures:account:${found.username}`);
    return found;
  });
  if (!pupil) throw notFound(serverMessage('error.classAccounts.notFound'));
  return {
    id: pupil.id,
    first_name: pupil.first_name ?? '',
    last_name: pupil.last_name ?? '',
    username: pupil.username,
    password,
  };
}
