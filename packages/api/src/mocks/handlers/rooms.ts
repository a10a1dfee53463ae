import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import { scenarioAnswer } from '../recorded';
import type { MockStore, UserName } from '../store';

type Room = components['schemas']['Room'];
type RoomInvitation = components['schemas']['RoomInvitation'];
type RoomUser = components['schemas']['RoomUser'];

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

  /** Takes the invitation to the room off the caller's list; undefined when there was none. */
  const takeInvitation = (name: UserName, roomId: string) => {
    const key = 'GET /rooms/invitations';
    const list = (store.read(name, key)?.body as { invitations: RoomInvitation[] } | undefined)
      ?.invitations;
    const invitation = list?.find((candidate) => candidate.room_id === roomId);
    if (invitation)
      store.answer(name, key, { invitations: list?.filter((other) => other !== invitation) });
    return invitation;
  };

  /** The room as the caller (its teacher) reads it. */
  const roomOf = (name: UserName, id: string) =>
    store.read(name, `GET /rooms/room/${id}`)?.body as Room | undefined;

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

    /** An accepted invitation becomes a room the pupil is in; either answer takes it off the list. */
    http.post('/rooms/invitations/{id}/accept', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const invitation = takeInvitation(caller.name, params.id);
      if (!invitation) return notFound('Invitation');
      const { room_id, invited_at: _, teacher_name: _teacher, ...fields } = invitation;
      const teacherView = store.read('teacher', `GET /rooms/room/${room_id}`)?.body as
        | Room
        | undefined;
      const room: Room = {
        ...{ id: room_id, ...fields, created_at: teacherView?.created_at ?? store.nowIso() },
        ...{ teacher_id: teacherView?.teacher_id ?? store.newId(), list_users: [] },
        ...{ exercise_count: teacherView?.exercise_count ?? 0, completion_rate: null },
      };
      showRoom(caller.name, room, 'GET /rooms/rooms_list_assigned', 'rooms');
      return response(200).json(room);
    }),

    http.post('/rooms/invitations/{id}/decline', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (!takeInvitation(caller.name, params.id)) return notFound('Invitation');
      return response(204).empty();
    }),

    http.post('/rooms/join_code/{id}', async ({ request, params, response }) => {
      const join_code = (await request.json()).enabled ? store.newId().slice(-8) : null;
      store.patch(params.id, { join_code });
      return response(200).json({ join_code });
    }),

    /** Fields left out keep their value; the room's teacher reads the new ones back. */
    http.patch('/rooms/join_settings/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const room = roomOf(caller.name, params.id);
      if (!room) return notFound('Room');
      const { approval, expires_at, max_uses } = await request.json();
      const settings = {
        join_approval: approval ?? room.join_approval ?? false,
        join_code_expires_at: expires_at === undefined ? room.join_code_expires_at : expires_at,
        join_code_max_uses: max_uses === undefined ? room.join_code_max_uses : max_uses,
      };
      store.patch(params.id, settings, [caller.name]);
      return response(200).json({
        ...{ join_code: room.join_code ?? null, ...settings },
        join_code_uses: room.join_code_uses ?? 0,
      });
    }),

    /** The request leaves the room's list; an approved pupil is among its members. */
    http.post('/rooms/join_requests/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const { user_id, approve } = await request.json();
      const room = roomOf(caller.name, params.id);
      const pupil = room?.join_requests?.find((candidate) => candidate.id === user_id);
      if (!room || !pupil) return notFound('Join request');
      const join_requests = room.join_requests?.filter((other) => other !== pupil);
      if (!approve) {
        store.patch(params.id, { join_requests }, [caller.name]);
        return response(204).empty();
      }
      const { requested_at: _, ...member } = pupil;
      const list_users: RoomUser[] = [...room.list_users, member];
      store.patch(params.id, { join_requests, list_users }, [caller.name]);
      store.answer(caller.name, `GET /rooms/get_users/${params.id}`, list_users);
      return response(204).empty();
    }),
  ];
}
