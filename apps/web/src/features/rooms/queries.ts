import type {
  ApiClient,
  components,
  Language,
  Level,
  Room,
  RoomInvitation,
  RoomUser,
} from '@lingua/api';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { type MutationCallbacks, useAreaMutation } from '../../app/areaMutation';
import { request } from '../../app/request';
import { useApi } from '../../app/services';
import { useRole } from '../../app/useRole';
import { takeEarlyRoom } from './earlyRoom';

/**
 * The rooms area's query keys. The room lists follow the spec's cache names; `user-rooms` is the
 * create-assignment dialog's (learning-content.md). A room's metrics sit under its key
 * (`features/metrics/queries.ts`), so dropping the room drops them too.
 */
export const roomKeys = {
  lists: (role: string) => ['rooms', role] as const,
  teacherRooms: ['user-rooms'] as const,
  room: (id: string) => ['room', id] as const,
  users: (id: string) => ['room', id, 'users'] as const,
  /** Under the room's key: a change of rooms drops it too. */
  classAccounts: (id: string) => ['room', id, 'class-accounts'] as const,
  /** Under `rooms`, so every change of rooms drops it too. */
  invitations: ['rooms', 'invitations'] as const,
};

/**
 * The spec's "cache cleared after mutations": every rooms list and room is dropped, so the
 * screens showing one refetch it and nothing stale is ever shown again.
 */
export function clearRooms(queryClient: QueryClient) {
  return Promise.all(
    [['rooms'], roomKeys.teacherRooms, ['room']].map((queryKey) =>
      queryClient.resetQueries({ queryKey }),
    ),
  );
}

/** The rooms calls, rejecting with the contract's error body (`ApiFailure`). */
export function roomCalls(api: ApiClient) {
  return {
    listCreated: () => request(api.GET('/rooms/rooms_list_created')),
    async listAssigned(): Promise<Room[]> {
      return (await request(api.GET('/rooms/rooms_list_assigned'))).rooms;
    },
    get: (id: string) => request(api.GET('/rooms/room/{id}', { params: { path: { id } } })),
    users: (id: string) => request(api.GET('/rooms/get_users/{id}', { params: { path: { id } } })),
    async resolveUserIds(emails: string[]): Promise<string[]> {
      const answer = await request(
        api.POST('/users/get_user_ids', { body: { list_users: emails } }),
      );
      return answer.user_ids;
    },
    addUsers: (roomId: string, userIds: string[]) =>
      request(api.POST('/rooms/add_users', { body: { room_id: roomId, user_ids: userIds } })),
  };
}

/** Teachers see the rooms they created, everyone else the rooms they belong to. */
export function useRooms() {
  const api = useApi();
  const { role, isTeacher } = useRole();
  return useQuery({
    queryKey: roomKeys.lists(role ?? ''),
    queryFn: () => (isTeacher ? roomCalls(api).listCreated() : roomCalls(api).listAssigned()),
    enabled: role !== null,
  });
}

/** The invitations to rooms waiting for the pupil's answer. */
export function useRoomInvitations({ enabled = true } = {}) {
  const api = useApi();
  return useQuery<RoomInvitation[]>({
    queryKey: roomKeys.invitations,
    queryFn: async () => (await request(api.GET('/rooms/invitations'))).invitations,
    enabled,
  });
}

export type InvitationAnswer = { invitation: RoomInvitation; accept: boolean };

/** Accepts (the pupil joins the room) or declines an invitation. */
export function useAnswerInvitation(callbacks?: MutationCallbacks<unknown, InvitationAnswer>) {
  const api = useApi();
  return useAreaMutation(
    ({ invitation, accept }: InvitationAnswer) => {
      const params = { path: { id: invitation.room_id } };
      return accept
        ? request(api.POST('/rooms/invitations/{id}/accept', { params }))
        : request(api.POST('/rooms/invitations/{id}/decline', { params }));
    },
    clearRooms,
    callbacks,
    { clearAfter: 'success' },
  );
}

/**
 * The teacher's own rooms (query key `user-rooms`). A failed load is an empty list without a
 * message (learning-content.md section 7).
 */
export function useTeacherRooms() {
  const api = useApi();
  return useQuery<Room[]>({
    queryKey: roomKeys.teacherRooms,
    queryFn: () =>
      roomCalls(api)
        .listCreated()
        .catch(() => []),
  });
}

export function useRoom(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: roomKeys.room(id),
    // The room page's first query uses the room its page asked for before the app loaded.
    queryFn: async () => (await takeEarlyRoom(id)) ?? roomCalls(api).get(id),
  });
}

/** The room's members; `silent` answers an empty list when the call fails. */
export function useRoomUsers(id: string, { silent = false, enabled = true } = {}) {
  const api = useApi();
  return useQuery<RoomUser[]>({
    queryKey: roomKeys.users(id),
    queryFn: () => {
      const users = roomCalls(api).users(id);
      return silent ? users.catch(() => []) : users;
    },
    enabled,
  });
}

export type NewRoom = { room_name: string; room_lang: Language; room_level: Level };

export function useCreateRoom(callbacks?: MutationCallbacks<Room, NewRoom>) {
  const api = useApi();
  return useAreaMutation(
    (body: NewRoom) =>
      request(api.POST('/rooms/create_room', { body: { ...body, list_users: [] } })),
    clearRooms,
    callbacks,
  );
}

export function useDeleteRoom(callbacks?: MutationCallbacks<unknown, Room>) {
  const api = useApi();
  return useAreaMutation(
    (room: Room) =>
      request(api.DELETE('/rooms/delete/{id}', { params: { path: { id: room.id } } })),
    clearRooms,
    callbacks,
  );
}

/** The room joined, or the server's word that the teacher will let the pupil in. */
export function useJoinRoom(callbacks?: MutationCallbacks<Room | { message: string }, string>) {
  const api = useApi();
  return useAreaMutation(
    (join_code: string) => request(api.POST('/rooms/join', { body: { join_code } })),
    clearRooms,
    callbacks,
    { clearAfter: 'success' },
  );
}

export function useLeaveRoom(roomId: string, callbacks?: MutationCallbacks<unknown, void>) {
  const api = useApi();
  return useAreaMutation(
    () => request(api.POST('/rooms/leave/{id}', { params: { path: { id: roomId } } })),
    // The room left is dropped, not fetched again: its page is closing and the server now
    // refuses it to this pupil.
    (queryClient) => {
      queryClient.removeQueries({ queryKey: roomKeys.room(roomId) });
      return clearRooms(queryClient);
    },
    callbacks,
    { clearAfter: 'success' },
  );
}

/** A new join code (`enabled`), or none (pupils can no longer join by code). */
export function useChangeJoinCode(roomId: string, callbacks?: MutationCallbacks<unknown, boolean>) {
  const api = useApi();
  return useAreaMutation(
    (enabled: boolean) =>
      request(
        api.POST('/rooms/join_code/{id}', { params: { path: { id: roomId } }, body: { enabled } }),
      ),
    clearRooms,
    callbacks,
  );
}

export function useRemoveStudent(roomId: string, callbacks?: MutationCallbacks<unknown, RoomUser>) {
  const api = useApi();
  return useAreaMutation(
    (user: RoomUser) =>
      request(
        api.POST('/rooms/remove_user', {
          // The room's teacher, the only one who sees this dialog, gets every e-mail.
          body: { room_id: roomId, user_email: user.email ?? '' },
        }),
      ),
    clearRooms,
    callbacks,
  );
}

/** How the room's code may be used: the teacher's approval, an end, a cap (left out: kept). */
export type JoinSettings = components['schemas']['JoinSettingsRequest'];

export function useJoinSettings(
  roomId: string,
  callbacks?: MutationCallbacks<unknown, JoinSettings>,
) {
  const api = useApi();
  return useAreaMutation(
    (body: JoinSettings) =>
      request(api.PATCH('/rooms/join_settings/{id}', { params: { path: { id: roomId } }, body })),
    clearRooms,
    callbacks,
    // A refused end (in the past) keeps the dialog and the room as they are.
    { clearAfter: 'success' },
  );
}

export type JoinRequest = components['schemas']['JoinRequest'];
export type JoinRequestAnswer = { pupil: JoinRequest; approve: boolean };

/** Lets a pupil who asked to join by code in (`approve`), or sends the request away. */
export function useAnswerJoinRequest(
  roomId: string,
  callbacks?: MutationCallbacks<unknown, JoinRequestAnswer>,
) {
  const api = useApi();
  return useAreaMutation(
    ({ pupil, approve }: JoinRequestAnswer) =>
      request(
        api.POST('/rooms/join_requests/{id}', {
          params: { path: { id: roomId } },
          body: { user_id: pupil.id, approve },
        }),
      ),
    clearRooms,
    callbacks,
  );
}

export type ClassAccount = components['schemas']['ClassAccount'];

/**
 * After class accounts change: the rooms and this room refetch behind what is on screen
 * (invalidated, not reset), so the page and the cards dialog it opened stay while they do.
 */
const refreshClassAccounts = (roomId: string) => (queryClient: QueryClient) =>
  Promise.all(
    [['rooms'], roomKeys.room(roomId)].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
export type ClassAccountCards = components['schemas']['ClassAccountCards'];
export type ClassPupilName = components['schemas']['ClassPupilName'];

/** The room's class accounts (pupils without e-mail) and when each last signed in. */
export function useClassAccounts(roomId: string) {
  const api = useApi();
  return useQuery<ClassAccount[]>({
    queryKey: roomKeys.classAccounts(roomId),
    queryFn: () =>
      request(api.GET('/rooms/class_accounts/{id}', { params: { path: { id: roomId } } })),
  });
}

/** Adds pupils by name; the answer is the only time their passwords are shown (the cards). */
export function useCreateClassAccounts(
  roomId: string,
  callbacks?: MutationCallbacks<ClassAccountCards, ClassPupilName[]>,
) {
  const api = useApi();
  return useAreaMutation(
    (pupils: ClassPupilName[]) =>
      request(
        api.POST('/rooms/class_accounts/{id}', {
          params: { path: { id: roomId } },
          body: { pupils },
        }),
      ),
    refreshClassAccounts(roomId),
    callbacks,
    { clearAfter: 'success' },
  );
}

/** A new password for one pupil: the old card stops working; the answer is the new card. */
export function useResetClassPassword(
  roomId: string,
  callbacks?: MutationCallbacks<ClassAccountCards, string>,
) {
  const api = useApi();
  return useAreaMutation(
    (userId: string) =>
      request(
        api.POST('/rooms/class_accounts/{id}/reset_password/{userId}', {
          params: { path: { id: roomId, userId } },
        }),
      ),
    refreshClassAccounts(roomId),
    callbacks,
    { clearAfter: 'success' },
  );
}
