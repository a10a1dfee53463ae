import { savedLanguageOf } from '../auth/queries';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { type RouteDefinition, route } from '../http/route';
import { assignmentMail } from '../mail/messages';
import { requireRoomTeacher } from '../rooms/rules';
import { requireConfirmedTeacher } from '../users/rules';
import { noticeContext } from './queries';
import { requireAppLink, requireOwnAssignment, requireRoomStudents } from './rules';

/** Assignment notices to room members (rules.ts says why this is not an open relay). */
export function mailerRoutes({ db, mail, config }: Deps): RouteDefinition[] {
  return [
    route('post', '/mailer/send_mails', async ({ user, body, request }) => {
      await requireConfirmedTeacher(db, user);
      requireAppLink(body.url, config.appUrl);
      if (body.room_id) await requireRoomTeacher(db, body.room_id, user);
      const assignment = body.assignment_id
        ? await requireOwnAssignment(db, body.assignment_id, user)
        : undefined;
      const emails = [
        ...new Set(body.list_users.map((recipient) => recipient.email.trim().toLowerCase())),
      ];
      await requireRoomStudents(db, user, emails, body.room_id ?? null);

      const context = await noticeContext(db, user.id, body.room_id ?? assignment?.room_id ?? null);
      const notice = {
        teacherName: context?.teacher ?? user.email,
        roomName: context?.room_name ?? undefined,
        assignmentText: assignment?.assignment_text,
        schedule: assignment?.schedule,
        url: body.url,
      };
      const mails = await Promise.all(
        emails.map(async (to) =>
          assignmentMail((await savedLanguageOf(db, to)) ?? callerLocale(request), to, notice),
        ),
      );
      await mail.enqueue(db, mails);
      return { status: 202, body: { queued: emails.length } };
    }),
  ];
}
