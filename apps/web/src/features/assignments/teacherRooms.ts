import type { ApiClient, Room } from '@lingua/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../layout/call';
import { useApi } from '../../layout/services';

/** The spec's query key for the create-assignment dialog's rooms. */
export const userRoomsKey = ['user-rooms'] as const;

/**
 * The teacher's own rooms (query key `user-rooms`). A failed load is an empty list without a
 * message (learning-content.md section 7).
 */
export function useTeacherRooms() {
  const api = useApi();
  return useQuery<Room[]>({
    queryKey: userRoomsKey,
    queryFn: () => loadRooms(api),
  });
}

async function loadRooms(api: ApiClient): Promise<Room[]> {
  try {
    return await call(api.GET('/rooms/rooms_list_created'));
  } catch {
    return [];
  }
}
