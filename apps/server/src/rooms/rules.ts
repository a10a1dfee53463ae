import { randomInt } from 'node:crypto';
import type { Locale } from '@lingua/i18n';
import { serverMessage } from '@lingua/i18n/server';
import { savedLanguageOf } from '../auth/queries';
import type { Queryable } from '../db/db';
import { forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { roomInvitationMail } from '../mail/messages';
import type { MailQueue } from '../mail/outbox';
import { findRelation, insertMembers } from './queries';

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

/** Adds members and tells each newcomer who added them, to which room, and how to leave it. */
export async function addMembersAndInvite(
  db: Queryable,
  mail: MailQueue,
  appUrl: string,
  roomId: string,
  userIds: readonly string[],
  /** For pupils without a saved language: the teacher's (likely the school's) language. */
  senderLocale: Locale,
): Promise<number> {
  const added = await insertMembers(db, roomId, userIds);
  const mails = await Promise.all(
    added.map(async (row) =>
      roomInvitationMail(
        (await savedLanguageOf(db, row.email)) ?? senderLocale,
        row.email,
        row.teacher,
        row.room_name,
        appUrl,
        roomId,
      ),
    ),
  );
  await mail.enqueue(db, mails);
  return added.length;
}
