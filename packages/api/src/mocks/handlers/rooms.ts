import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

export function roomsHandlers(store: MockStore) {
  return [
    http.get('/rooms/all_rooms', ({ request, response }) => {
      const caller = signedIn(store, request);
      return caller instanceof Response
        ? caller
        : response(200).json(store.roomsOf(caller.id, 'any'));
    }),

    http.get('/rooms/room/{id}', ({ params, response }) => {
      const room = store.room(params.id);
      return room ? response(200).json(store.roomView(room)) : notFound('Room');
    }),

    http.post('/rooms/create_room', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const { list_users, ...fields } = await request.json();
      const room = {
        id: store.newId(),
        ...fields,
        created_at: store.nowIso(),
        teacher_id: caller.id,
      };
      store.db.rooms.push(room);
      for (const user_id of list_users) store.db.memberships.push({ room_id: room.id, user_id });
      return response(201).json(store.roomView(room));
    }),

    http.patch('/rooms/update_room/{id}', async ({ request, params, response }) => {
      const room = store.room(params.id);
      if (!room) return notFound('Room');
      Object.assign(room, await request.json());
      return response(200).json(store.roomView(room));
    }),

    http.delete('/rooms/delete/{id}', ({ params, response }) => {
      if (!store.room(params.id)) return notFound('Room');
      store.db.rooms = store.db.rooms.filter((r) => r.id !== params.id);
      store.db.memberships = store.db.memberships.filter((m) => m.room_id !== params.id);
      store.db.assignments = store.db.assignments.filter((a) => a.room_id !== params.id);
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

    http.get('/rooms/get_users/{id}', ({ params, response }) =>
      store.room(params.id) ? response(200).json(store.roomUsers(params.id)) : notFound('Room'),
    ),

    http.post('/rooms/add_users', async ({ request, response }) => {
      const { room_id, user_ids } = await request.json();
      const newcomers = user_ids.filter((id) => !store.memberIds(room_id).includes(id));
      for (const user_id of newcomers) store.db.memberships.push({ room_id, user_id });
      return response(200).json({ added: newcomers.length });
    }),

    http.post('/rooms/remove_user', async ({ request, response }) => {
      const { room_id, user_email } = await request.json();
      const member = store.userByEmail(user_email);
      store.db.memberships = store.db.memberships.filter(
        (m) => !(m.room_id === room_id && m.user_id === member?.id),
      );
      return response(204).empty();
    }),

    http.post('/rooms/join', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const code = (await request.json()).join_code.replace(/[\s-]/g, '').toUpperCase();
      const room = store.db.rooms.find((candidate) => candidate.join_code === code);
      if (!room) return notFound('Room');
      if (!store.memberIds(room.id).includes(caller.id))
        store.db.memberships.push({ room_id: room.id, user_id: caller.id });
      return response(200).json(store.roomView(room));
    }),

    http.post('/rooms/leave/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      store.db.memberships = store.db.memberships.filter(
        (m) => !(m.room_id === params.id && m.user_id === caller.id),
      );
      return response(204).empty();
    }),

    http.post('/rooms/join_code/{id}', async ({ request, params, response }) => {
      const room = store.room(params.id);
      if (!room) return notFound('Room');
      const { enabled } = await request.json();
      room.join_code = enabled ? store.newId().slice(0, 8) : null;
      return response(200).json({ join_code: room.join_code ?? null });
    }),
  ];
}
