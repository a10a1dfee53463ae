import type { Language, Level } from '../shared/schemas';
import { iso } from '../shared/time';
import type { PupilInvitationRow, RoomRow, RoomUserRow } from './queries';

/**
 * A room as its viewer may see it: the teacher sees the members' e-mails, how and when each
 * joined, the join code and its settings, the addresses invited (nothing more until a pupil
 * accepts) and who asked to join; a classmate sees names only (children's addresses are not
 * shared with other children).
 */
export function toRoom(row: RoomRow, viewerId: string) {
  const isTeacher = row.teacher_id === viewerId;
  return {
    id: row.id,
    room_name: row.room_name,
    room_lang: row.room_lang as Language,
    room_level: row.room_level as Level,
    created_at: iso(row.created_at),
    teacher_id: row.teacher_id,
    exercise_count: row.exercise_count,
    completion_rate: row.completion_rate,
    list_users: toRoomUsers(row.list_users, isTeacher),
    ...(isTeacher
      ? {
          ...toJoinSettings(row),
          invitations: row.invitations.map((invitation) => ({
            email: invitation.email,
            invited_at: iso(new Date(invitation.invited_at)),
          })),
          join_requests: row.join_requests.map((request) => ({
            ...request,
            requested_at: iso(new Date(request.requested_at)),
          })),
        }
      : {}),
  };
}

export function toRoomUsers(users: RoomUserRow[], forTeacher: boolean) {
  return forTeacher
    ? users.map((user) => ({ ...user, joined_at: iso(new Date(user.joined_at)) }))
    : users.map(({ id, first_name, last_name }) => ({ id, first_name, last_name }));
}

/** The code and how it may be used, as its teacher sets them. */
export function toJoinSettings(row: RoomRow) {
  return {
    join_code: row.join_code,
    join_approval: row.join_approval,
    join_code_expires_at: row.join_code_expires_at ? iso(row.join_code_expires_at) : null,
    join_code_max_uses: row.join_code_max_uses,
    join_code_uses: row.join_code_uses,
  };
}

export function toInvitation(row: PupilInvitationRow) {
  return {
    room_id: row.room_id,
    room_name: row.room_name,
    room_lang: row.room_lang as Language,
    room_level: row.room_level as Level,
    teacher_name: row.teacher_name,
    invited_at: iso(row.invited_at),
  };
}
