import type { Queryable } from '../db/db';

/** Which of `emails` belong to members of the teacher's rooms (of `roomId` when given). */
export async function memberEmails(
  db: Queryable,
  teacherId: string,
  emails: readonly string[],
  roomId: string | null,
): Promise<string[]> {
  const members = await db.query<{ email: string }>(
    `SELECT DISTINCT u.email FROM users u
     JOIN room_members m ON m.user_id = u.id
     JOIN rooms r ON r.id = m.room_id AND r.teacher_id = $1
     WHERE u.email = ANY($2::text[]) AND ($3::uuid IS NULL OR r.id = $3)`,
    [teacherId, emails, roomId],
  );
  return members.map((member) => member.email);
}

/** How the notice names its sender (their name, else their email) and the room, if any. */
export async function noticeContext(
  db: Queryable,
  teacherId: string,
  roomId: string | null,
): Promise<{ teacher: string; room_name: string | null } | undefined> {
  const [context] = await db.query<{ teacher: string; room_name: string | null }>(
    `SELECT coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) AS teacher,
       (SELECT room_name FROM rooms WHERE id = $2) AS room_name
     FROM users u WHERE u.id = $1`,
    [teacherId, roomId],
  );
  return context;
}
