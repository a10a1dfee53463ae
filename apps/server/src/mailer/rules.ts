import { serverMessage } from '@lingua/i18n/server';
import { findAssignment } from '../assignments/queries';
import type { Queryable } from '../db/db';
import { forbidden, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { memberEmails } from './queries';

// Not an open relay: every address must belong to a member of one of the caller's rooms (of
// `room_id` when given), and the link must point to the app itself.

export function requireAppLink(url: string, appUrl: string): void {
  if (new URL(url).origin !== new URL(appUrl).origin) {
    throw unprocessable({ url: serverMessage('error.mailer.foreignLink') });
  }
}

/** The assignment a notice tells about must be the caller's own. */
export async function requireOwnAssignment(db: Queryable, assignmentId: string, user: AuthUser) {
  const assignment = await findAssignment(db, assignmentId);
  if (assignment.teacher_id !== user.id)
    throw forbidden(serverMessage('error.mailer.notYourAssignment'));
  return assignment;
}

export async function requireRoomStudents(
  db: Queryable,
  user: AuthUser,
  emails: readonly string[],
  roomId: string | null,
): Promise<void> {
  const members = await memberEmails(db, user.id, emails, roomId);
  if (members.length < emails.length) {
    throw forbidden(serverMessage('error.mailer.studentsOnly'));
  }
}
