import type { Queryable } from '../db/db';

export interface RoomUserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  joined_by: 'invitation' | 'code';
  joined_at: string;
}

export interface InvitationRow {
  email: string;
  invited_at: string;
}

export interface JoinRequestRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  requested_at: string;
}

export interface RoomRow {
  id: string;
  room_name: string;
  room_lang: string;
  room_level: string;
  created_at: Date;
  teacher_id: string;
  join_code: string | null;
  join_approval: boolean;
  join_code_expires_at: Date | null;
  join_code_max_uses: number | null;
  join_code_uses: number;
  list_users: RoomUserRow[];
  invitations: InvitationRow[];
  join_requests: JoinRequestRow[];
  exercise_count: number;
  completion_rate: number | null;
}

/**
 * A room with its members and figures. Completion counts (student, assignment) pairs with a
 * submitted attempt among the pairs assigned; exercise_count counts the exercises of every
 * template assigned to the room.
 */
/**
 * The most a list of rooms, and each list inside a room (members, invitations, join requests),
 * holds (openapi.yaml's maxItems): newest rooms first, members by name, invitations and requests
 * oldest first.
 */
export const ROOM_LIST_CAP = 500;

const ROOM_SELECT = `
  SELECT r.id, r.room_name, r.room_lang, r.room_level, r.created_at, r.teacher_id, r.join_code,
    r.join_approval, r.join_code_expires_at, r.join_code_max_uses, r.join_code_uses,
    coalesce((
      SELECT json_agg(json_build_object('id', x.id, 'first_name', x.first_name,
                                        'last_name', x.last_name, 'email', x.email,
                                        'joined_by', x.joined_by, 'joined_at', x.added_at)
                      ORDER BY x.last_name NULLS LAST, x.first_name, x.email)
      FROM (SELECT u.id, u.first_name, u.last_name, u.email, m.joined_by, m.added_at
            FROM room_members m JOIN users u ON u.id = m.user_id WHERE m.room_id = r.id
            ORDER BY u.last_name NULLS LAST, u.first_name, u.email
            LIMIT ${ROOM_LIST_CAP}) x), '[]'::json) AS list_users,
    -- Invited pupils by the address the teacher typed only, until they accept.
    coalesce((
      SELECT json_agg(json_build_object('email', x.email, 'invited_at', x.created_at)
                      ORDER BY x.created_at, x.email)
      FROM (SELECT i.email, i.created_at FROM room_invitations i
            WHERE i.room_id = r.id AND i.kind = 'invited'
            ORDER BY i.created_at, i.email LIMIT ${ROOM_LIST_CAP}) x), '[]'::json) AS invitations,
    coalesce((
      SELECT json_agg(json_build_object('id', x.id, 'first_name', x.first_name,
                                        'last_name', x.last_name, 'email', x.email,
                                        'requested_at', x.created_at)
                      ORDER BY x.created_at, x.email)
      FROM (SELECT u.id, u.first_name, u.last_name, u.email, i.created_at
            FROM room_invitations i JOIN users u ON u.id = i.user_id
            WHERE i.room_id = r.id AND i.kind = 'requested'
            ORDER BY i.created_at, u.email LIMIT ${ROOM_LIST_CAP}) x), '[]'::json) AS join_requests,
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
    `${ROOM_SELECT} WHERE ${condition} ORDER BY r.created_at DESC, r.id LIMIT ${ROOM_LIST_CAP}`,
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

export interface RelationRow {
  is_teacher: boolean;
  is_member: boolean;
  /** An invitation waiting for the user, or their request waiting for the teacher. */
  pending: 'invited' | 'requested' | null;
}

export async function findRelation(
  db: Queryable,
  roomId: string,
  userId: string,
): Promise<RelationRow | undefined> {
  const [row] = await db.query<RelationRow>(
    `SELECT r.teacher_id = $2 AS is_teacher,
            EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = r.id AND m.user_id = $2) AS is_member,
            (SELECT i.kind FROM room_invitations i WHERE i.room_id = r.id AND i.user_id = $2) AS pending
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
    `INSERT INTO rooms (teacher_id, room_name, room_lang, room_level, join_code, join_code_expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING id`,
    [room.teacherId, room.roomName, room.roomLang, room.roomLevel, room.joinCode, JOIN_CODE_DAYS],
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

/** How many of these accounts exist with a confirmed address (only those can be invited). */
export async function countConfirmedUsers(
  db: Queryable,
  userIds: readonly string[],
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE id = ANY($1::uuid[]) AND email_verified_at IS NOT NULL',
    [userIds],
  );
  return row?.n ?? 0;
}

/** A new code works this many days unless the teacher says otherwise. */
export const JOIN_CODE_DAYS = 30;

export interface InvitedPupil {
  email: string;
  room_name: string;
  teacher: string;
}

const TEACHER_NAME = `coalesce(nullif(trim(concat_ws(' ', t.first_name, t.last_name)), ''), t.email)`;

/**
 * Invites pupils who are neither members nor invited yet; returns each new invitation with what
 * its mail names.
 */
export function insertInvitations(
  db: Queryable,
  roomId: string,
  userIds: readonly string[],
): Promise<InvitedPupil[]> {
  return db.query<InvitedPupil>(
    `WITH invited AS (
       INSERT INTO room_invitations (room_id, user_id, kind, email)
       SELECT $1, u.id, 'invited', u.email FROM users u
       WHERE u.id = ANY($2::uuid[])
         AND NOT EXISTS (SELECT 1 FROM room_members m WHERE m.room_id = $1 AND m.user_id = u.id)
       ON CONFLICT DO NOTHING RETURNING email)
     SELECT invited.email, r.room_name, ${TEACHER_NAME} AS teacher
     FROM invited JOIN rooms r ON r.id = $1 JOIN users t ON t.id = r.teacher_id`,
    [roomId, userIds],
  );
}

/** Takes away the invitations or join requests of `kind`; returns the users they were for. */
export async function deleteInvitations(
  db: Queryable,
  roomId: string,
  userIds: readonly string[],
  kind: 'invited' | 'requested',
): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    `DELETE FROM room_invitations WHERE room_id = $1 AND user_id = ANY($2::uuid[]) AND kind = $3
     RETURNING user_id`,
    [roomId, userIds, kind],
  );
  return rows.map((row) => row.user_id);
}

/** A pupil asks to join (by code, in a room that needs the teacher's approval). */
export async function insertJoinRequest(db: Queryable, roomId: string, userId: string) {
  await db.query(
    `INSERT INTO room_invitations (room_id, user_id, kind, email)
     SELECT $1, id, 'requested', email FROM users WHERE id = $2
     ON CONFLICT DO NOTHING`,
    [roomId, userId],
  );
}

export interface PupilInvitationRow {
  room_id: string;
  room_name: string;
  room_lang: string;
  room_level: string;
  teacher_name: string;
  invited_at: Date;
}

/** The invitations waiting for the pupil's answer, newest first. */
export function invitationsOf(db: Queryable, userId: string): Promise<PupilInvitationRow[]> {
  return db.query<PupilInvitationRow>(
    `SELECT r.id AS room_id, r.room_name, r.room_lang, r.room_level, ${TEACHER_NAME} AS teacher_name,
       i.created_at AS invited_at
     FROM room_invitations i JOIN rooms r ON r.id = i.room_id JOIN users t ON t.id = r.teacher_id
     WHERE i.user_id = $1 AND i.kind = 'invited'
     ORDER BY i.created_at DESC, r.id LIMIT ${ROOM_LIST_CAP}`,
    [userId],
  );
}

/** Makes members of the users, skipping those already in; returns how many came in. */
export async function insertMembers(
  db: Queryable,
  roomId: string,
  userIds: readonly string[],
  joinedBy: 'invitation' | 'code',
): Promise<number> {
  const added = await db.query(
    `INSERT INTO room_members (room_id, user_id, joined_by) SELECT $1, unnest($2::uuid[]), $3
     ON CONFLICT DO NOTHING RETURNING user_id`,
    [roomId, userIds, joinedBy],
  );
  return added.length;
}

/**
 * Takes the user out of the room (a member, or someone invited or asking) and ends their
 * holdings of its assignments: off the gradebook's lists, no sitting started or continued.
 * True when there was anything to remove.
 */
export async function deleteMember(db: Queryable, roomId: string, userId: string) {
  const [row] = await db.query<{ removed: boolean }>(
    `WITH member AS (
       DELETE FROM room_members WHERE room_id = $1 AND user_id = $2 RETURNING user_id),
     invitation AS (
       DELETE FROM room_invitations WHERE room_id = $1 AND user_id = $2 RETURNING user_id),
     holdings AS (
       DELETE FROM assignment_members am USING assignments a
       WHERE a.id = am.assignment_id AND a.room_id = $1 AND am.user_id = $2 RETURNING am.user_id)
     SELECT EXISTS (SELECT 1 FROM member) OR EXISTS (SELECT 1 FROM invitation) AS removed`,
    [roomId, userId],
  );
  return row?.removed ?? false;
}

/** The account with this address, if any (whom a teacher removes by e-mail). */
export async function userIdWithEmail(db: Queryable, email: string): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return row?.id;
}

/** A new code (or none), working `JOIN_CODE_DAYS` days, its uses counted again from zero. */
export async function setJoinCode(db: Queryable, roomId: string, code: string | null) {
  await db.query(
    `UPDATE rooms SET join_code = $2, join_code_uses = 0,
       join_code_expires_at = CASE WHEN $2::text IS NULL THEN NULL
                                   ELSE now() + make_interval(days => $3) END,
       updated_at = now()
     WHERE id = $1`,
    [roomId, code, JOIN_CODE_DAYS],
  );
}

export interface JoinSettings {
  approval?: boolean | undefined;
  /** null: no end. */
  expiresAt?: string | null | undefined;
  /** null: no cap. */
  maxUses?: number | null | undefined;
}

export async function updateJoinSettings(db: Queryable, roomId: string, settings: JoinSettings) {
  await db.query(
    `UPDATE rooms SET join_approval = coalesce($2, join_approval),
       join_code_expires_at = CASE WHEN $3 THEN $4::timestamptz ELSE join_code_expires_at END,
       join_code_max_uses = CASE WHEN $5 THEN $6::int ELSE join_code_max_uses END,
       updated_at = now()
     WHERE id = $1`,
    [
      roomId,
      settings.approval ?? null,
      settings.expiresAt !== undefined,
      settings.expiresAt ?? null,
      settings.maxUses !== undefined,
      settings.maxUses ?? null,
    ],
  );
}

export interface CodeRoom {
  id: string;
  teacher_id: string;
  join_approval: boolean;
  /** Past its end or its number of uses. */
  ended: boolean;
}

export async function findRoomByJoinCode(
  db: Queryable,
  code: string,
): Promise<CodeRoom | undefined> {
  const [row] = await db.query<CodeRoom>(
    `SELECT id, teacher_id, join_approval,
       (join_code_expires_at <= now() OR join_code_uses >= join_code_max_uses) IS TRUE AS ended
     FROM rooms WHERE join_code = $1`,
    [code],
  );
  return row;
}

/** Counts one use of the room's code; false when it reached its cap meanwhile. */
export async function claimJoinCodeUse(db: Queryable, roomId: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE rooms SET join_code_uses = join_code_uses + 1
     WHERE id = $1 AND (join_code_max_uses IS NULL OR join_code_uses < join_code_max_uses)
     RETURNING id`,
    [roomId],
  );
  return rows.length > 0;
}

/** Ids of the members of a room. */
export async function memberIds(db: Queryable, roomId: string): Promise<string[]> {
  const rows = await db.query<{ user_id: string }>(
    'SELECT user_id FROM room_members WHERE room_id = $1',
    [roomId],
  );
  return rows.map((row) => row.user_id);
}
