import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import type { MockStore, UserName } from '../store';

type Room = components['schemas']['Room'];

/**
 * Rooms created, changed, joined or left in a story show in the caller's lists; a new room has
 * no figures yet. The figures of the fixtures' rooms are the server's, recorded.
 */
export function roomsHandlers(store: MockStore) {
  const roomOf = (name: UserName, id: string) =>
    store.read(name, `GET /rooms/room/${id}`)?.body as Room | undefined;
  const roomByCode = (code: string) =>
    [...store.profiles.values()]
      .flatMap(({ name }) => (store.read(name, 'GET /rooms/all_rooms')?.body ?? []) as Room[])
      .find((room) => room.join_code === code);

  return [
    http.post('/rooms/create_room', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const { list_users, ...fields } = await request.json();
      const members = [...store.profiles.values()].filter(({ profile }) =>
        list_users.includes(profile.id),
      );
      const room: Room = {
        id: store.newId(),
        ...fields,
        created_at: store.nowIso(),
        teacher_id: caller.profile.id,
        list_users: members.map(({ profile: { id, first_name, last_name, email } }) => ({
          ...{ id, first_name, last_name, email },
        })),
        exercise_count: 0,
        completion_rate: null,
      };
      store.prepend(caller.name, 'GET /rooms/all_rooms', room);
      store.prepend(caller.name, 'GET /rooms/rooms_list_created', room);
      store.answer(caller.name, `GET /rooms/room/${room.id}`, room);
      store.answer(caller.name, `GET /rooms/get_users/${room.id}`, room.list_users);
      return response(201).json(room);
    }),

    http.patch('/rooms/update_room/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.patch(params.id, await request.json());
      const room = roomOf(caller.name, params.id);
      return room ? response(200).json(room) : notFound('Room');
    }),

    http.delete('/rooms/delete/{id}', forgets(store)),

    http.post('/rooms/add_users', async ({ request, response }) =>
      response(200).json({ added: (await request.json()).user_ids.length }),
    ),

    http.post('/rooms/remove_user', ({ response }) => response(204).empty()),

    http.post('/rooms/join', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const code = (await request.json()).join_code.replace(/[\s-]/g, '').toUpperCase();
      const room = roomByCode(code);
      if (!room) return notFound('Room');
      store.prepend(caller.name, 'GET /rooms/all_rooms', room);
      store.prepend(caller.name, 'GET /rooms/rooms_list_assigned', room, 'rooms');
      store.answer(caller.name, `GET /rooms/room/${room.id}`, room);
      return response(200).json(room);
    }),

    http.post('/rooms/leave/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.forget(params.id, [caller.name]);
      return response(204).empty();
    }),

    http.post('/rooms/join_code/{id}', async ({ request, params, response }) => {
      const join_code = (await request.json()).enabled ? store.newId().slice(-8) : null;
      store.patch(params.id, { join_code });
      return response(200).json({ join_code });
    }),
  ];
}
