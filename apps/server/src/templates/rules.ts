import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import { requireConfirmedTeacher } from '../users/rules';
import {
  canReadTemplate,
  confirmedUserByEmail,
  type ExerciseFacts,
  exerciseFacts,
  findTemplate,
  roomMemberIds,
} from './queries';

const MISMATCH = serverMessage('error.templates.mismatch');

/** A template needs a name that is more than spaces; returns it trimmed. */
export function templateName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed)
    throw unprocessable({ template_name: serverMessage('error.templates.nameRequired') });
  return trimmed;
}

export type ExerciseCheck = 'ok' | 'missing' | 'not_owned' | 'mismatch';

/** Every exercise exists, is the owner's, and has the template's language and level. */
export function checkExercises(
  facts: readonly ExerciseFacts[],
  wanted: number,
  ownerId: string,
  language: string,
  level: string,
): ExerciseCheck {
  if (facts.length < wanted) return 'missing';
  if (facts.some((row) => row.user_id !== ownerId)) return 'not_owned';
  if (facts.some((row) => row.language !== language || row.level !== level)) return 'mismatch';
  return 'ok';
}

export async function requireTemplateExercises(
  db: Queryable,
  user: AuthUser,
  exerciseIds: readonly string[],
  language: string,
  level: string,
): Promise<void> {
  const facts = await exerciseFacts(db, exerciseIds);
  const check = checkExercises(facts, exerciseIds.length, user.id, language, level);
  if (check === 'missing') throw notFound(serverMessage('error.templates.unknownExercise'));
  if (check === 'not_owned') throw forbidden(serverMessage('error.templates.ownExercisesOnly'));
  if (check === 'mismatch') throw conflict(MISMATCH);
}

/** Only the owner changes, hides or shares a template; a hidden one is gone for them. */
export async function requireOwnTemplate(db: Queryable, templateId: string, user: AuthUser) {
  const row = await findTemplate(db, user.id, templateId);
  if (!row || row.deleted) throw notFound(serverMessage('error.templates.notFound'));
  if (row.user_id !== user.id) throw forbidden(serverMessage('error.templates.ownerOnly'));
  return row;
}

/**
 * The owner, a recipient of a share, or a member of a room it was assigned to may read it;
 * an assignment keeps a template its owner hid readable for the room.
 */
export async function requireReadableTemplate(db: Queryable, templateId: string, user: AuthUser) {
  const row = await findTemplate(db, user.id, templateId);
  if (!row || (row.deleted && row.user_id === user.id))
    throw notFound(serverMessage('error.templates.notFound'));
  if (!(await canReadTemplate(db, templateId, user.id)))
    throw forbidden(serverMessage('error.templates.notShared'));
  return row;
}

/**
 * Whom a share reaches, and whether it waits for their answer: every member of a room the
 * caller teaches (they accepted the teacher when they joined), or one confirmed account by
 * e-mail, from a confirmed teacher only: a colleague's at once (teachers share with each other
 * every week), a pupil's as an offer they accept or decline (nothing reaches a child unasked).
 */
export async function shareRecipients(
  db: Queryable,
  user: AuthUser,
  target: { room_id: string } | { email: string },
): Promise<{ recipients: string[]; accepted: boolean }> {
  if ('room_id' in target) {
    await requireRoomTeacher(db, target.room_id, user);
    return { recipients: await roomMemberIds(db, target.room_id), accepted: true };
  }
  await requireConfirmedTeacher(db, user);
  // An unknown address answers like a known one: sharing reveals no one's account.
  const recipient = await confirmedUserByEmail(db, target.email);
  return { recipients: recipient ? [recipient.id] : [], accepted: recipient?.role === 'teacher' };
}
