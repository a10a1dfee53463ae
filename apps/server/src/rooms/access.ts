import type { Queryable } from '../db/db';
import { forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../http/route';

export type RoomRelation = 'teacher' | 'member';

/** How the caller relates to the room: 404 when it does not exist, 403 when not at all. */
export async function roomRelation(
  db: Queryable,
  roomId: string,
  user: AuthUser,
): Promise<RoomRelation> {
  const [row] = await db.query<{ is_teacher: boolean; is_member: boolean }>(
    `SELECT r.teacher_id = $2 AS is_teacher,
            EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = r.id AND m.user_id = $2) AS is_member
     FROM rooms r WHERE r.id = $1`,
    [roomId, user.id],
  );
  if (!row) throw notFound('Room not found');
  if (row.is_teacher) return 'teacher';
  if (row.is_member) return 'member';
  throw forbidden('You are not a member of this room');
}

/** Only the room's own teacher may change it or read its analytics. */
export async function requireRoomTeacher(
  db: Queryable,
  roomId: string,
  user: AuthUser,
): Promise<void> {
  if ((await roomRelation(db, roomId, user)) !== 'teacher') {
    throw forbidden('Only the teacher of this room can do this');
  }
}
