import { findAssignment } from '../assignments/queries';
import type { Deps } from '../deps';
import { forbidden, unprocessable } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { assignmentMail } from '../mail/messages';
import { memberEmailsOfTeacher, senderAndRoomNames } from '../rooms/queries';
import { requireRoomTeacher } from '../rooms/rules';
import { requireConfirmedTeacher } from '../users/rules';

/**
 * Assignment notices to room members. Not an open relay: every address must belong to a
 * member of one of the caller's rooms (of `room_id` when given), and the link must point
 * to the app itself.
 */
export function mailerRoutes({ db, mail, config }: Deps): RouteDefinition[] {
  return [
    route('post', '/mailer/send_mails', async ({ user, body }) => {
      await requireConfirmedTeacher(db, user);
      if (new URL(body.url).origin !== new URL(config.appUrl).origin) {
        throw unprocessable({ url: 'The link must point to this application' });
      }
      if (body.room_id) await requireRoomTeacher(db, body.room_id, user);
      const assignment = body.assignment_id
        ? await findAssignment(db, body.assignment_id)
        : undefined;
      if (assignment && assignment.teacher_id !== user.id)
        throw forbidden('This is not your assignment');

      const emails = [
        ...new Set(body.list_users.map((recipient) => recipient.email.trim().toLowerCase())),
      ];
      const members = await memberEmailsOfTeacher(db, user.id, emails, body.room_id ?? null);
      if (members.length < emails.length) {
        throw forbidden('Mail can only be sent to students of your rooms');
      }
      const context = await senderAndRoomNames(
        db,
        user.id,
        body.room_id ?? assignment?.room_id ?? null,
      );
      await mail.enqueue(
        db,
        emails.map((to) =>
          assignmentMail(to, {
            teacherName: context?.teacher ?? user.email,
            roomName: context?.room_name ?? undefined,
            assignmentText: assignment?.assignment_text,
            schedule: assignment?.schedule,
            url: body.url,
          }),
        ),
      );
      return { status: 202, body: { queued: emails.length } };
    }),
  ];
}
