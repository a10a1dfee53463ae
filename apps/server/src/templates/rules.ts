import type { Queryable } from '../db/db';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import {
  canReadTemplate,
  type ExerciseFacts,
  exerciseFacts,
  findTemplate,
  roomMemberIds,
  userIdByEmail,
} from './queries';

const MISMATCH =
  'Please select exercises that have the same level and language to create a template.';

/** A template needs a name that is more than spaces; returns it trimmed. */
export function templateName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw unprocessable({ template_name: 'Template name is required' });
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
  if (check === 'missing') throw notFound('One of the exercises does not exist');
  if (check === 'not_owned') throw forbidden('Templates can only hold your own exercises');
  if (check === 'mismatch') throw conflict(MISMATCH);
}

/** Only the owner changes, hides or shares a template; a hidden one is gone for them. */
export async function requireOwnTemplate(db: Queryable, templateId: string, user: AuthUser) {
  const row = await findTemplate(db, user.id, templateId);
  if (!row || row.deleted) throw notFound('Template not found');
  if (row.user_id !== user.id) throw forbidden('Only the owner of this template can do this');
  return row;
}

/**
 * The owner, a recipient of a share, or a member of a room it was assigned to may read it;
 * an assignment keeps a template its owner hid readable for the room.
 */
export async function requireReadableTemplate(db: Queryable, templateId: string, user: AuthUser) {
  const row = await findTemplate(db, user.id, templateId);
  if (!row || (row.deleted && row.user_id === user.id)) throw notFound('Template not found');
  if (!(await canReadTemplate(db, templateId, user.id)))
    throw forbidden('This template is not shared with you');
  return row;
}

/** Whom a share reaches: every member of one of the owner's rooms, or one account by email. */
export async function shareRecipients(
  db: Queryable,
  user: AuthUser,
  target: { room_id: string } | { email: string },
): Promise<string[]> {
  if ('room_id' in target) {
    await requireRoomTeacher(db, target.room_id, user);
    return roomMemberIds(db, target.room_id);
  }
  // An unknown address answers like a known one: sharing reveals no one's account.
  const recipient = await userIdByEmail(db, target.email);
  return recipient ? [recipient] : [];
}
