import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireTeacher } from '../shared/roles';
import type { Language, Level } from '../shared/schemas';
import { iso } from '../shared/time';
import { requireRoomTeacher, roomRelation } from './access';
import { addMembers, findRoom, IS_MEMBER, type RoomRow, roomsWhere } from './queries';

export function toRoom(row: RoomRow) {
  return {
    ...row,
    room_lang: row.room_lang as Language,
    room_level: row.room_level as Level,
    created_at: iso(row.created_at),
  };
}

export function roomRoutes({ db, mail, config }: Deps): RouteDefinition[] {
  const loadRoom = async (roomId: string) => {
    const room = await findRoom(db, roomId);
    if (!room) throw notFound('Room not found');
    return toRoom(room);
  };

  return [
    route('get', '/rooms/all_rooms', async ({ user }) => ({
      status: 200,
      body: (await roomsWhere(db, `r.teacher_id = $1 OR ${IS_MEMBER}`, [user.id])).map(toRoom),
    })),

    route('get', '/rooms/room/{id}', async ({ user, params }) => {
      await roomRelation(db, params.id, user);
      return { status: 200, body: await loadRoom(params.id) };
    }),

    route('post', '/rooms/create_room', async ({ user, body }) => {
      requireTeacher(user);
      const roomId = await db.transaction(async (tx) => {
        const [room] = await tx.query<{ id: string }>(
          `INSERT INTO rooms (teacher_id, room_name, room_lang, room_level)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [user.id, body.room_name.trim(), body.room_lang, body.room_level],
        );
        if (!room) throw new Error('room insert returned nothing');
        if (
          body.list_users.length > 0 &&
          (await addMembers(tx, mail, config.appUrl, room.id, body.list_users)) === undefined
        ) {
          throw notFound('One of the users does not exist');
        }
        return room.id;
      });
      return { status: 201, body: await loadRoom(roomId) };
    }),

    route('patch', '/rooms/update_room/{id}', async ({ user, params, body }) => {
      await requireRoomTeacher(db, params.id, user);
      await db.query(
        `UPDATE rooms SET room_name = coalesce($2, room_name), room_lang = coalesce($3, room_lang),
           room_level = coalesce($4, room_level), updated_at = now()
         WHERE id = $1`,
        [
          params.id,
          body.room_name?.trim() ?? null,
          body.room_lang ?? null,
          body.room_level ?? null,
        ],
      );
      return { status: 200, body: await loadRoom(params.id) };
    }),

    route('delete', '/rooms/delete/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      await db.query('DELETE FROM rooms WHERE id = $1', [params.id]);
      return { status: 204 };
    }),

    route('get', '/rooms/rooms_list_created', async ({ user }) => ({
      status: 200,
      body: (await roomsWhere(db, 'r.teacher_id = $1', [user.id])).map(toRoom),
    })),

    route('get', '/rooms/rooms_list_assigned', async ({ user }) => ({
      status: 200,
      body: { rooms: (await roomsWhere(db, IS_MEMBER, [user.id])).map(toRoom) },
    })),

    route('get', '/rooms/get_users/{id}', async ({ user, params }) => {
      await roomRelation(db, params.id, user);
      return { status: 200, body: (await loadRoom(params.id)).list_users };
    }),

    route('post', '/rooms/add_users', async ({ user, body }) => {
      await requireRoomTeacher(db, body.room_id, user);
      const added = await db.transaction((tx) =>
        addMembers(tx, mail, config.appUrl, body.room_id, body.user_ids),
      );
      if (added === undefined) throw notFound('One of the users does not exist');
      return { status: 200, body: { added } };
    }),

    route('post', '/rooms/remove_user', async ({ user, body }) => {
      await requireRoomTeacher(db, body.room_id, user);
      const removed = await db.query(
        `DELETE FROM room_members WHERE room_id = $1
           AND user_id = (SELECT id FROM users WHERE email = $2) RETURNING user_id`,
        [body.room_id, body.user_email.trim().toLowerCase()],
      );
      if (removed.length === 0) throw notFound('This user is not a member of the room');
      return { status: 204 };
    }),
  ];
}
