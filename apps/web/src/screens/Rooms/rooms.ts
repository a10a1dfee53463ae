import type { Room } from '@lingua/api';

/** The rooms list's three figures. */
export function roomStats(rooms: readonly Room[]) {
  const rates = rooms.flatMap((room) =>
    room.completion_rate === null ? [] : [room.completion_rate],
  );
  return {
    totalRooms: rooms.length,
    totalStudents: rooms.reduce((sum, room) => sum + room.list_users.length, 0),
    /** Mean completion of the rooms that have assignments; null when none has. */
    avgCompletion: rates.length ? rates.reduce((sum, rate) => sum + rate, 0) / rates.length : null,
  };
}
