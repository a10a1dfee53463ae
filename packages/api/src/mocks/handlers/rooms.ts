import {
  forbidden,
  http,
  notFound,
  readBody,
  readChanges,
  signedIn,
  signedInTeacher,
} from '../http';
import type { MockStore } from '../store';

export function roomsHandlers(store: MockStore) {
  /** The room if the caller teaches it, else the server's 404/403 answer. */
  function ownRoom(roomId: string, callerId: string) {
    const room = store.room(roomId);
    if (!room) return notFound('Room');
    return room.teacher_id === callerId ? room : forbidden('Only the room’s teacher can do this');
  }

  return [
    http.get('/rooms/all_rooms', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(store.roomsOf(caller.id, 'any'));
    }),

    http.get('/rooms/room/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const room = store.room(params.id);
      if (!room) return notFound('Room');
      if (!store.canReadRoom(room, caller.id)) return forbidden();
      return response(200).json(store.roomView(room));
    }),

    http.post('/rooms/create_room', async ({ request, response }) => {
      const caller = signedInTeacher(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['room_name', 'room_level', 'room_lang', 'list_users']);
      if (body instanceof Response) return body;
      if (body.list_users.some((id) => !store.user(id))) return notFound('User');
      const room = {
        id: store.newId(),
        room_name: body.room_name.trim(),
        room_lang: body.room_lang,
        room_level: body.room_level,
        created_at: store.nowIso(),
        teacher_id: caller.id,
      };
      store.db.rooms.push(room);
      for (const user_id of body.list_users)
        store.db.memberships.push({ room_id: room.id, user_id });
      return response(201).json(store.roomView(room));
    }),

    http.patch('/rooms/update_room/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const room = ownRoom(params.id, caller.id);
      if (room instanceof Response) return room;
      const body = await readChanges(request);
      if (body instanceof Response) return body;
      Object.assign(room, body);
      return response(200).json(store.roomView(room));
    }),

    http.delete('/rooms/delete/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const room = ownRoom(params.id, caller.id);
      if (room instanceof Response) return room;
      store.db.rooms = store.db.rooms.filter((r) => r.id !== room.id);
      store.db.memberships = store.db.memberships.filter((m) => m.room_id !== room.id);
      store.db.assignments = store.db.assignments.filter((a) => a.room_id !== room.id);
      return response(204).empty();
    }),

    http.get('/rooms/rooms_list_created', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(store.roomsOf(caller.id, 'teacher'));
    }),

    http.get('/rooms/rooms_list_assigned', ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json({ rooms: store.roomsOf(caller.id, 'member') });
    }),

    http.get('/rooms/get_users/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const room = store.room(params.id);
      if (!room) return notFound('Room');
      if (!store.canReadRoom(room, caller.id)) return forbidden();
      return response(200).json(store.roomUsers(room.id));
    }),

    http.post('/rooms/add_users', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['room_id', 'user_ids']);
      if (body instanceof Response) return body;
      const room = ownRoom(body.room_id, caller.id);
      if (room instanceof Response) return room;
      if (body.user_ids.some((id) => !store.user(id))) return notFound('User');
      const newcomers = body.user_ids.filter((id) => !store.isMember(room.id, id));
      for (const user_id of newcomers) store.db.memberships.push({ room_id: room.id, user_id });
      return response(200).json({ added: newcomers.length });
    }),

    http.post('/rooms/remove_user', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['room_id', 'user_email']);
      if (body instanceof Response) return body;
      const room = ownRoom(body.room_id, caller.id);
      if (room instanceof Response) return room;
      const member = store.userByEmail(body.user_email);
      if (!member || !store.isMember(room.id, member.id)) return notFound('Member');
      store.db.memberships = store.db.memberships.filter(
        (m) => !(m.room_id === room.id && m.user_id === member.id),
      );
      return response(204).empty();
    }),

    http.post('/rooms/join', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['join_code']);
      if (body instanceof Response) return body;
      const code = body.join_code.replace(/[\s-]/g, '').toUpperCase();
      const room = store.db.rooms.find((candidate) => candidate.join_code === code);
      if (!room) return notFound('Room');
      if (!store.canReadRoom(room, caller.id))
        store.db.memberships.push({ room_id: room.id, user_id: caller.id });
      return response(200).json(store.roomView(room));
    }),

    http.post('/rooms/leave/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const room = store.room(params.id);
      if (!room) return notFound('Room');
      if (!store.isMember(room.id, caller.id)) return forbidden();
      store.db.memberships = store.db.memberships.filter(
        (m) => !(m.room_id === room.id && m.user_id === caller.id),
      );
      return response(204).empty();
    }),

    http.post('/rooms/join_code/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const room = ownRoom(params.id, caller.id);
      if (room instanceof Response) return room;
      const body = await readBody(request, ['enabled']);
      if (body instanceof Response) return body;
      room.join_code = body.enabled
        ? store.newId().replace(/\W/g, '').slice(0, 8).toUpperCase()
        : null;
      return response(200).json({ join_code: room.join_code ?? null });
    }),
  ];
}
