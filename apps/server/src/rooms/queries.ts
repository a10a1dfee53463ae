import type { Queryable } from '../db/db';

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
  join_code: string | null;
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
  SELECT r.id, r.room_name, r.room_lang, r.room_level, r.created_at, r.teacher_id, r.join_code,
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

const IS_MEMBER = 'EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = r.id AND m.user_id = $1)';

function roomsWhere(db: Queryable, condition: string, params: unknown[]): Promise<RoomRow[]> {
  return db.query<RoomRow>(
    `${ROOM_SELECT} WHERE ${condition} ORDER BY r.created_at DESC, r.id`,
    params,
  );
}

export async function findRoom(db: Queryable, roomId: string): Promise<RoomRow | undefined> {
  const [room] = await roomsWhere(db, 'r.id = $1', [roomId]);
  return room;
}

export const roomsTaughtOrJoinedBy = (db: Queryable, userId: string) =>
  roomsWhere(db, `r.teacher_id = $1 OR ${IS_MEMBER}`, [userId]);
export const roomsTaughtBy = (db: Queryable, userId: string) =>
  roomsWhere(db, 'r.teacher_id = $1', [userId]);
export const roomsJoinedBy = (db: Queryable, userId: string) => roomsWhere(db, IS_MEMBER, [userId]);

export async function findRelation(
  db: Queryable,
  roomId: string,
  userId: string,
): Promise<{ is_teacher: boolean; is_member: boolean } | undefined> {
  const [row] = await db.query<{ is_teacher: boolean; is_member: boolean }>(
    `SELECT r.teacher_id = $2 AS is_teacher,
            EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = r.id AND m.user_id = $2) AS is_member
     FROM rooms r WHERE r.id = $1`,
    [roomId, userId],
  );
  return row;
}

export interface NewRoom {
  teacherId: string;
  roomName: string;
  roomLang: string;
  roomLevel: string;
  joinCode: string;
}

export async function insertRoom(db: Queryable, room: NewRoom): Promise<string> {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO rooms (teacher_id, room_name, room_lang, room_level, join_code)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [room.teacherId, room.roomName, room.roomLang, room.roomLevel, room.joinCode],
  );
  if (!row) throw new Error('room insert returned nothing');
  return row.id;
}

export async function updateRoom(
  db: Queryable,
  roomId: string,
  changes: { roomName?: string; roomLang?: string; roomLevel?: string },
) {
  await db.query(
    `UPDATE rooms SET room_name = coalesce($2, room_name), room_lang = coalesce($3, room_lang),
       room_level = coalesce($4, room_level), updated_at = now()
     WHERE id = $1`,
    [roomId, changes.roomName ?? null, changes.roomLang ?? null, changes.roomLevel ?? null],
  );
}

export async function deleteRoom(db: Queryable, roomId: string) {
  await db.query('DELETE FROM rooms WHERE id = $1', [roomId]);
}

export async function countUsers(db: Queryable, userIds: readonly string[]): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[])',
    [userIds],
  );
  return row?.n ?? 0;
}

export interface AddedMember {
  email: string;
  room_name: string;
  teacher: string;
}

/** Adds members, skipping those already in; returns the newcomers with what their mail names. */
export function insertMembers(
  db: Queryable,
  roomId: string,
  userIds: readonly string[],
): Promise<AddedMember[]> {
  return db.query<AddedMember>(
    `WITH added AS (
       INSERT INTO room_members (room_id, user_id) SELECT $1, unnest($2::uuid[])
       ON CONFLICT DO NOTHING RETURNING user_id)
     SELECT u.email, r.room_name,
       coalesce(nullif(trim(concat_ws(' ', t.first_name, t.last_name)), ''), t.email) AS teacher
     FROM added JOIN users u ON u.id = added.user_id
     JOIN rooms r ON r.id = $1 JOIN users t ON t.id = r.teacher_id`,
    [roomId, userIds],
  );
}

/** True when someone left. */
export async function deleteMemberByEmail(
  db: Queryable,
  roomId: string,
  email: string,
): Promise<boolean> {
  const removed = await db.query(
    `DELETE FROM room_members WHERE room_id = $1
       AND user_id = (SELECT id FROM users WHERE email = $2) RETURNING user_id`,
    [roomId, email],
  );
  return removed.length > 0;
}

export async function deleteMember(db: Queryable, roomId: string, userId: string) {
  const removed = await db.query(
    'DELETE FROM room_members WHERE room_id = $1 AND user_id = $2 RETURNING user_id',
    [roomId, userId],
  );
  return removed.length > 0;
}

export async function setJoinCode(db: Queryable, roomId: string, code: string | null) {
  await db.query('UPDATE rooms SET join_code = $2, updated_at = now() WHERE id = $1', [
    roomId,
    code,
  ]);
}

export async function findRoomIdByJoinCode(
  db: Queryable,
  code: string,
): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM rooms WHERE join_code = $1', [code]);
  return row?.id;
}

/** Ids of the members of a room. */
export async function memberIds(db: Queryable, roomId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM room_members WHERE room_id = $1',
    [roomId],
  );
  return rows.map((row) => row.user_id);
}
