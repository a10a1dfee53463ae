import { randomInt } from 'node:crypto';
import type { Locale } from '@lingua/i18n';
import { serverMessage } from '@lingua/i18n/server';
import { savedLanguageOf } from '../auth/queries';
import type { Queryable } from '../db/db';
import type { RateLimitRule } from '../deps';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { countHit, secondsUntilWindowEnds } from '../http/queries';
import type { AuthUser } from '../http/route';
import { roomInvitationMail } from '../mail/messages';
import type { MailQueue } from '../mail/outbox';
import {
  type CodeRoom,
  claimJoinCodeUse,
  deleteInvitations,
  findRelation,
  insertInvitations,
  insertJoinRequest,
  insertMembers,
} from './queries';

export type RoomRelation = 'teacher' | 'member';

/** How the caller relates to the room: 404 when it does not exist, 403 when not at all. */
export async function roomRelation(
  db: Queryable,
  roomId: string,
  user: AuthUser,
): Promise<RoomRelation> {
  const row = await findRelation(db, roomId, user.id);
  if (!row) throw notFound(serverMessage('error.rooms.notFound'));
  if (row.is_teacher) return 'teacher';
  if (row.is_member) return 'member';
  throw forbidden(serverMessage('error.rooms.notYourRoom'));
}

/** Only the room's own teacher may change it or read its analytics. */
export async function requireRoomTeacher(
  db: Queryable,
  roomId: string,
  user: AuthUser,
): Promise<void> {
  if ((await roomRelation(db, roomId, user)) !== 'teacher') {
    throw forbidden(serverMessage('error.rooms.teacherOnly'));
  }
}

/** The name as stored: trimmed; a name of spaces is refused like an empty one. */
export function roomName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable({ room_name: serverMessage('error.rooms.nameRequired') });
  return trimmed;
}

// No 0/O, 1/I/L: a code read aloud or copied from a board is typed right the first time.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

/** A new join code: 8 characters of 31, about 2^40 codes, too many to guess. */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a pupil typed, as stored: upper case, without spaces or dashes. */
export const normaliseJoinCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

/**
 * Invites pupils a teacher added and mails each who invites them to which room; a pupil who had
 * asked to join by code is let in at once (both said yes). Returns how many were reached.
 */
export async function invitePupils(
  db: Queryable,
  mail: MailQueue,
  appUrl: string,
  roomId: string,
  userIds: readonly string[],
  /** For pupils without a saved language: the teacher's (likely the school's) language. */
  senderLocale: Locale,
): Promise<number> {
  const asked = await deleteInvitations(db, roomId, userIds, 'requested');
  await insertMembers(db, roomId, asked, 'code');
  const invited = await insertInvitations(db, roomId, userIds);
  const mails = await Promise.all(
    invited.map(async (row) =>
      roomInvitationMail(
        (await savedLanguageOf(db, row.email)) ?? senderLocale,
        row.email,
        row.teacher,
        row.room_name,
        appUrl,
      ),
    ),
  );
  await mail.enqueue(db, mails);
  return asked.length + invited.length;
}

export type JoinOutcome = 'joined' | 'requested' | 'ended';

/**
 * A pupil entered the room's code: a member at once, or asking the teacher when the room needs
 * approval; a pupil the teacher had invited accepts that invitation. Each newcomer uses the
 * code once, and a code at its cap lets no one more in.
 */
export async function joinWithCode(
  db: Queryable,
  room: CodeRoom,
  userId: string,
): Promise<JoinOutcome> {
  const relation = await findRelation(db, room.id, userId);
  if (relation?.is_member) return 'joined';
  if (relation?.pending === 'requested') return 'requested';
  if (relation?.pending === 'invited') {
    await deleteInvitations(db, room.id, [userId], 'invited');
    await insertMembers(db, room.id, [userId], 'invitation');
    return 'joined';
  }
  if (!(await claimJoinCodeUse(db, room.id))) return 'ended';
  if (room.join_approval) {
    await insertJoinRequest(db, room.id, userId);
    return 'requested';
  }
  await insertMembers(db, room.id, [userId], 'code');
  return 'joined';
}

/** Refuses a caller who entered too many wrong codes (per account, or from their address). */
export async function assertUnderJoinLimit(db: Queryable, key: string, rule: RateLimitRule) {
  const seconds = await secondsUntilWindowEnds(db, key, rule.windowSeconds, rule.max);
  if (seconds === undefined) return;
  throw new HttpError(
    429,
    serverMessage('error.rooms.tooManyCodes', { minutes: Math.ceil(seconds / 60) }),
    undefined,
    { 'retry-after': String(seconds) },
  );
}

export async function countJoinFailure(db: Queryable, key: string, rule: RateLimitRule) {
  await countHit(db, key, rule.windowSeconds);
}
