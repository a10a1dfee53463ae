import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { forbidden, notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireTeacher } from '../shared/roles';
import { requireConfirmedTeacher } from '../users/rules';
import { toRoom, toRoomUsers } from './mappers';
import {
  countUsers,
  deleteMember,
  deleteMemberByEmail,
  deleteRoom,
  findRoom,
  findRoomIdByJoinCode,
  insertMembers,
  insertRoom,
  roomsJoinedBy,
  roomsTaughtBy,
  roomsTaughtOrJoinedBy,
  setJoinCode,
  updateRoom,
} from './queries';
import {
  addMembersAndInvite,
  newJoinCode,
  normaliseJoinCode,
  requireRoomTeacher,
  roomName,
  roomRelation,
} from './rules';

const UNKNOWN_MEMBER = serverMessage('error.rooms.unknownUser');

export function roomRoutes({ db, mail, config }: Deps): RouteDefinition[] {
  const loadRoom = async (roomId: string) => {
    const room = await findRoom(db, roomId);
    if (!room) throw notFound(serverMessage('error.rooms.notFound'));
    return room;
  };

  return [
    route('get', '/rooms/all_rooms', async ({ user }) => ({
      status: 200,
      body: (await roomsTaughtOrJoinedBy(db, user.id)).map((row) => toRoom(row, user.id)),
    })),

    route('get', '/rooms/room/{id}', async ({ user, params }) => {
      await roomRelation(db, params.id, user);
      return { status: 200, body: toRoom(await loadRoom(params.id), user.id) };
    }),

    route('post', '/rooms/create_room', async ({ user, body, request }) => {
      requireTeacher(user);
      const name = roomName(body.room_name);
      if (body.list_users.length > 0) await requireConfirmedTeacher(db, user);
      const roomId = await db.transaction(async (tx) => {
        if ((await countUsers(tx, body.list_users)) < new Set(body.list_users).size)
          throw notFound(UNKNOWN_MEMBER);
        const id = await insertRoom(tx, {
          teacherId: user.id,
          roomName: name,
          roomLang: body.room_lang,
          roomLevel: body.room_level,
          joinCode: newJoinCode(),
        });
        await addMembersAndInvite(
          tx,
          mail,
          config.appUrl,
          id,
          body.list_users,
          callerLocale(request),
        );
        return id;
      });
      return { status: 201, body: toRoom(await loadRoom(roomId), user.id) };
    }),

    route('patch', '/rooms/update_room/{id}', async ({ user, params, body }) => {
      await requireRoomTeacher(db, params.id, user);
      await updateRoom(db, params.id, {
        roomName: body.room_name === undefined ? undefined : roomName(body.room_name),
        roomLang: body.room_lang,
        roomLevel: body.room_level,
      });
      return { status: 200, body: toRoom(await loadRoom(params.id), user.id) };
    }),

    route('delete', '/rooms/delete/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      await deleteRoom(db, params.id);
      return { status: 204 };
    }),

    route('get', '/rooms/rooms_list_created', async ({ user }) => ({
      status: 200,
      body: (await roomsTaughtBy(db, user.id)).map((row) => toRoom(row, user.id)),
    })),

    route('get', '/rooms/rooms_list_assigned', async ({ user }) => ({
      status: 200,
      body: { rooms: (await roomsJoinedBy(db, user.id)).map((row) => toRoom(row, user.id)) },
    })),

    route('get', '/rooms/get_users/{id}', async ({ user, params }) => {
      const relation = await roomRelation(db, params.id, user);
      const room = await loadRoom(params.id);
      return { status: 200, body: toRoomUsers(room.list_users, relation === 'teacher') };
    }),

    route('post', '/rooms/add_users', async ({ user, body, request }) => {
      await requireRoomTeacher(db, body.room_id, user);
      await requireConfirmedTeacher(db, user);
      const added = await db.transaction(async (tx) => {
        if ((await countUsers(tx, body.user_ids)) < new Set(body.user_ids).size)
          throw notFound(UNKNOWN_MEMBER);
        return addMembersAndInvite(
          tx,
          mail,
          config.appUrl,
          body.room_id,
          body.user_ids,
          callerLocale(request),
        );
      });
      return { status: 200, body: { added } };
    }),

    route('post', '/rooms/remove_user', async ({ user, body }) => {
      await requireRoomTeacher(db, body.room_id, user);
      const removed = await deleteMemberByEmail(
        db,
        body.room_id,
        body.user_email.trim().toLowerCase(),
      );
      if (!removed) throw notFound(serverMessage('error.rooms.notMember'));
      return { status: 204 };
    }),

    route('post', '/rooms/join', async ({ user, body }) => {
      const roomId = await findRoomIdByJoinCode(db, normaliseJoinCode(body.join_code));
      if (!roomId) throw notFound(serverMessage('error.rooms.unknownCode'));
      const room = await loadRoom(roomId);
      if (room.teacher_id !== user.id) await insertMembers(db, roomId, [user.id]);
      return { status: 200, body: toRoom(await loadRoom(roomId), user.id) };
    }),

    route('post', '/rooms/leave/{id}', async ({ user, params }) => {
      if ((await roomRelation(db, params.id, user)) === 'teacher')
        throw forbidden(serverMessage('error.rooms.teacherCannotLeave'));
      await deleteMember(db, params.id, user.id);
      return { status: 204 };
    }),

    route('post', '/rooms/join_code/{id}', async ({ user, params, body }) => {
      await requireRoomTeacher(db, params.id, user);
      const code = body.enabled ? newJoinCode() : null;
      await setJoinCode(db, params.id, code);
      return { status: 200, body: { join_code: code } };
    }),
  ];
}
