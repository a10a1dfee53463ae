import type { Language, Level } from '../shared/schemas';
import { iso } from '../shared/time';
import type { RoomRow, RoomUserRow } from './queries';

/**
 * A room as its viewer may see it: the teacher sees the members' e-mails and the join code;
 * a classmate sees names only (children's addresses are not shared with other children).
 */
export function toRoom(row: RoomRow, viewerId: string) {
  const { join_code, list_users, ...room } = row;
  const isTeacher = row.teacher_id === viewerId;
  return {
    ...room,
    room_lang: row.room_lang as Language,
    room_level: row.room_level as Level,
    created_at: iso(row.created_at),
    list_users: toRoomUsers(list_users, isTeacher),
    ...(isTeacher ? { join_code } : {}),
  };
}

export function toRoomUsers(users: RoomUserRow[], withEmails: boolean) {
  return withEmails ? users : users.map(({ email: _hidden, ...user }) => user);
}
