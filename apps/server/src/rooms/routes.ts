import { serverMessage, serverText } from '@lingua/i18n/server';
import { createAddressList } from '../auth/rules';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { forbidden, HttpError, notFound, unprocessable } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireTeacher } from '../shared/roles';
import { requireConfirmedTeacher } from '../users/rules';
import { toInvitation, toJoinSettings, toRoom, toRoomUsers } from './mappers';
import {
  countConfirmedUsers,
  deleteInvitations,
  deleteMember,
  deleteRoom,
  findRoom,
  findRoomByJoinCode,
  insertMembers,
  insertRoom,
  invitationsOf,
  roomsJoinedBy,
  roomsTaughtBy,
  roomsTaughtOrJoinedBy,
  setJoinCode,
  updateJoinSettings,
  updateRoom,
  userIdWithEmail,
} from './queries';
import {
  assertUnderJoinLimit,
  countJoinFailure,
  invitePupils,
  joinWithCode,
  newJoinCode,
  normaliseJoinCode,
  requireRoomTeacher,
  roomName,
  roomRelation,
} from './rules';

const UNKNOWN_MEMBER = serverMessage('error.rooms.unknownUser');
const NO_INVITATION = serverMessage('error.rooms.noInvitation');

export function roomRoutes({ db, mail, config, limits }: Deps): RouteDefinition[] {
  const isAllowlisted = createAddressList(config.rateLimitAllowlist);
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
        if ((await countConfirmedUsers(tx, body.list_users)) < new Set(body.list_users).size)
          throw notFound(UNKNOWN_MEMBER);
        const id = await insertRoom(tx, {
          teacherId: user.id,
          roomName: name,
          roomLang: body.room_lang,
          roomLevel: body.room_level,
          joinCode: newJoinCode(),
        });
        await invitePupils(tx, mail, config.appUrl, id, body.list_users, callerLocale(request));
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
        if ((await countConfirmedUsers(tx, body.user_ids)) < new Set(body.user_ids).size)
          throw notFound(UNKNOWN_MEMBER);
        return invitePupils(
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
      // A member, or a pupil still invited (the teacher withdraws the invitation).
      const userId = await userIdWithEmail(db, body.user_email.trim().toLowerCase());
      if (!userId || !(await deleteMember(db, body.room_id, userId)))
        throw notFound(serverMessage('error.rooms.notMember'));
      return { status: 204 };
    }),

    route('post', '/rooms/join', async ({ user, body, request }) => {
      const accountKey = `join-failures:account:${user.id}`;
      const addressKey = `join-failures:ip:${request.ip}`;
      const limitAddress = !isAllowlisted(request.ip);
      // A locked-out caller is refused before the code is even looked at: a hit joins no one.
      await assertUnderJoinLimit(db, accountKey, limits.joinFailuresPerAccount);
      if (limitAddress) await assertUnderJoinLimit(db, addressKey, limits.joinFailuresPerIp);
      const room = await findRoomByJoinCode(db, normaliseJoinCode(body.join_code));
      if (!room) {
        await countJoinFailure(db, accountKey, limits.joinFailuresPerAccount);
        if (limitAddress) await countJoinFailure(db, addressKey, limits.joinFailuresPerIp);
        throw notFound(serverMessage('error.rooms.unknownCode'));
      }
      if (room.teacher_id === user.id)
        return { status: 200, body: toRoom(await loadRoom(room.id), user.id) };
      const outcome = room.ended
        ? 'ended'
        : await db.transaction((tx) => joinWithCode(tx, room, user.id));
      if (outcome === 'ended') throw new HttpError(410, serverMessage('error.rooms.codeEnded'));
      if (outcome === 'requested') {
        const { room_name } = await loadRoom(room.id);
        return {
          status: 202,
          body: {
            message: serverText(callerLocale(request), 'notice.rooms.joinRequested', {
              room: room_name,
            }),
          },
        };
      }
      return { status: 200, body: toRoom(await loadRoom(room.id), user.id) };
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
      return { status: 200, body: toJoinSettings(await loadRoom(params.id)) };
    }),

    route('patch', '/rooms/join_settings/{id}', async ({ user, params, body }) => {
      await requireRoomTeacher(db, params.id, user);
      if (body.expires_at && Date.parse(body.expires_at) <= Date.now())
        throw unprocessable({ expires_at: serverMessage('error.rooms.endInPast') });
      await updateJoinSettings(db, params.id, {
        approval: body.approval,
        expiresAt: body.expires_at,
        maxUses: body.max_uses,
      });
      return { status: 200, body: toJoinSettings(await loadRoom(params.id)) };
    }),

    route('post', '/rooms/join_requests/{id}', async ({ user, params, body }) => {
      await requireRoomTeacher(db, params.id, user);
      const answered = await db.transaction(async (tx) => {
        const asked = await deleteInvitations(tx, params.id, [body.user_id], 'requested');
        if (body.approve) await insertMembers(tx, params.id, asked, 'code');
        return asked.length > 0;
      });
      if (!answered) throw notFound(serverMessage('error.rooms.noJoinRequest'));
      return { status: 204 };
    }),

    route('get', '/rooms/invitations', async ({ user }) => ({
      status: 200,
      body: { invitations: (await invitationsOf(db, user.id)).map(toInvitation) },
    })),

    route('post', '/rooms/invitations/{id}/accept', async ({ user, params }) => {
      const accepted = await db.transaction(async (tx) => {
        const invited = await deleteInvitations(tx, params.id, [user.id], 'invited');
        await insertMembers(tx, params.id, invited, 'invitation');
        return invited.length > 0;
      });
      if (!accepted) throw notFound(NO_INVITATION);
      return { status: 200, body: toRoom(await loadRoom(params.id), user.id) };
    }),

    route('post', '/rooms/invitations/{id}/decline', async ({ user, params }) => {
      const declined = await deleteInvitations(db, params.id, [user.id], 'invited');
      if (declined.length === 0) throw notFound(NO_INVITATION);
      return { status: 204 };
    }),
  ];
}
