import type { Room } from '@lingua/api';
import { describe, expect, it } from 'vitest';
import { roomStats } from './rooms';

const room = (students: number, completion: number | null): Room => ({
  id: `room-${students}-${completion}`,
  room_name: 'Room',
  room_lang: 'Spanish',
  room_level: 'B1',
  created_at: '2026-11-01T10:00:00Z',
  teacher_id: 'teacher',
  list_users: Array.from({ length: students }, (_, index) => ({
    id: `user-${index}`,
    first_name: null,
    last_name: null,
    email: `user${index}@lingua.test`,
  })),
  exercise_count: 0,
  completion_rate: completion,
});

describe('roomStats', () => {
  it('sums students and averages completion over rooms that have assignments', () => {
    expect(roomStats([room(2, 50), room(1, 100), room(3, null)])).toEqual({
      totalRooms: 3,
      totalStudents: 6,
      avgCompletion: 75,
    });
  });

  it('has no average without data', () => {
    expect(roomStats([]).avgCompletion).toBeNull();
    expect(roomStats([room(1, null)]).avgCompletion).toBeNull();
  });
});
