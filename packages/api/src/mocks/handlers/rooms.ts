import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import { scenarioAnswer } from '../recorded';
import type { MockStore, UserName } from '../store';

type Room = components['schemas']['Room'];

/**
 * Rooms created, joined or left in a story show in the caller's reads; a new room has no
 * figures yet. The figures of the fixtures' rooms are the server's, recorded.
 */
export function roomsHandlers(store: MockStore) {
  const showRoom = (name: UserName, room: Room, list: string, field?: string) => {
    store.prepend(name, 'GET /rooms/all_rooms', room);
    store.prepend(name, list, room, field);
    store.answer(name, `GET /rooms/room/${room.id}`, room);
  };

  return [
    http.post('/rooms/create_room', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const { list_users, ...fields } = await request.json();
      const members = list_users.flatMap((id) => store.profiles.get(id)?.profile ?? []);
      const room: Room = {
        ...{ id: store.newId(), ...fields, created_at: store.nowIso() },
        ...{ teacher_id: caller.profile.id, exercise_count: 0, completion_rate: null },
        list_users: members.map(({ id, first_name, last_name, email }) => ({
          id,
          first_name,
          last_name,
          email,
        })),
      };
      showRoom(caller.name, room, 'GET /rooms/rooms_list_created');
      store.answer(caller.name, `GET /rooms/get_users/${room.id}`, room.list_users);
      return response(201).json(room);
    }),

    http.delete('/rooms/delete/{id}', forgets(store)),

    http.post('/rooms/join', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const code = (await request.json()).join_code.replace(/[\s-]/g, '').toUpperCase();
      const room = [...store.profiles.values()]
        .flatMap(({ name }) => (store.read(name, 'GET /rooms/all_rooms')?.body ?? []) as Room[])
        .find((candidate) => candidate.join_code === code);
      if (!room) return notFound('Room');
      showRoom(caller.name, room, 'GET /rooms/rooms_list_assigned', 'rooms');
      return response(200).json(room);
    }),

    /** From then on the server refuses them the room (recorded) and lists it no more. */
    http.post('/rooms/leave/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.forget(params.id, [caller.name]);
      const { status, body } = scenarioAnswer('roomLeft', 'GET /rooms/room/{id}');
      store.answer(caller.name, `GET /rooms/room/${params.id}`, body, status);
      return response(204).empty();
    }),

    http.post('/rooms/join_code/{id}', async ({ request, params, response }) => {
      const join_code = (await request.json()).enabled ? store.newId().slice(-8) : null;
      store.patch(params.id, { join_code });
      return response(200).json({ join_code });
    }),
  ];
}
