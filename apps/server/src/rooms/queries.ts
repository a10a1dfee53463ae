import type { Queryable } from '../db/db';
import { roomInvitationMail } from '../mail/messages';
import type { MailQueue } from '../mail/outbox';

export interface RoomUserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
}

export interface RoomRow {
  id: string;
  room_name: string;
  room_lang: string;
  room_level: string;
  created_at: Date;
  teacher_id: string;
  list_users: RoomUserRow[];
  exercise_count: number;
  completion_rate: number | null;
}

/**
 * A room with its members and figures. Completion counts (student, assignment) pairs with a
 * submitted attempt among the pairs assigned; exercise_count counts the exercises of every
 * template assigned to the room.
 */
const ROOM_SELECT = `
  SELECT r.id, r.room_name, r.room_lang, r.room_level, r.created_at, r.teacher_id,
    coalesce((
      SELECT json_agg(json_build_object('id', u.id, 'first_name', u.first_name,
                                        'last_name', u.last_name, 'email', u.email)
                      ORDER BY u.last_name NULLS LAST, u.first_name, u.email)
      FROM room_members m JOIN users u ON u.id = m.user_id
      WHERE m.room_id = r.id), '[]'::json) AS list_users,
    (SELECT count(*) FROM assignments a
       JOIN template_exercises te ON te.template_id = a.template_id
     WHERE a.room_id = r.id)::int AS exercise_count,
    (SELECT round(100.0 * count(*) FILTER (WHERE EXISTS (
               SELECT 1 FROM assignment_attempts aa
               WHERE aa.assignment_id = am.assignment_id AND aa.user_id = am.user_id
                 AND aa.submitted_at IS NOT NULL))
             / nullif(count(*), 0), 2)::float8
     FROM assignments a JOIN assignment_members am ON am.assignment_id = a.id
     WHERE a.room_id = r.id) AS completion_rate
  FROM rooms r`;

export function roomsWhere(
  db: Queryable,
  condition: string,
  params: unknown[],
): Promise<RoomRow[]> {
  return db.query<RoomRow>(
    `${ROOM_SELECT} WHERE ${condition} ORDER BY r.created_at DESC, r.id`,
    params,
  );
}

export async function findRoom(db: Queryable, roomId: string): Promise<RoomRow | undefined> {
  const [room] = await roomsWhere(db, 'r.id = $1', [roomId]);
  return room;
}

export const IS_MEMBER =
  'EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = r.id AND m.user_id = $1)';

/**
 * Adds members, skipping those already in, and tells each newcomer by mail. Returns how many
 * joined, or undefined (nothing added) when one of the ids is not a user.
 */
export async function addMembers(
  db: Queryable,
  mail: MailQueue,
  appUrl: string,
  roomId: string,
  userIds: readonly string[],
): Promise<number | undefined> {
  const [known] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])',
    [userIds],
  );
  if ((known?.n ?? 0) < new Set(userIds).size) return undefined;
  const added = await db.query<{ email: string; room_name: string; teacher: string }>(
    `WITH added AS (
       INSERT INTO room_members (room_id, user_id) SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING RETURNING user_id)
     SELECT u.email, r.room_name,
       coalesce(nullif(trim(concat_ws(' ', t.first_name, t.last_name)), ''), t.email) AS teacher
     FROM added JOIN users u ON u.id = added.user_id
     JOIN rooms r ON r.id = $1 JOIN users t ON t.id = r.teacher_id`,
    [roomId, userIds],
  );
  await mail.enqueue(
    db,
    added.map((row) =>
      roomInvitationMail(row.email, row.teacher, row.room_name, `${appUrl}/rooms/${roomId}`),
    ),
  );
  return added.length;
}
