/**
 * The query cache's keys. `assignments` and the room lists follow the spec's cache names;
 * `user-rooms` and `user-templates` are the create-assignment dialog's (learning-content.md).
 */
export const queryKeys = {
  profile: ['profile'] as const,
  rooms: (role: string) => ['rooms', role] as const,
  userRooms: ['user-rooms'] as const,
  room: (id: string) => ['room', id] as const,
  roomUsers: (id: string) => ['room', id, 'users'] as const,
  roomMetric: (id: string, metric: string, ...args: string[]) =>
    ['room', id, 'metrics', metric, ...args] as const,
  assignments: (role: string) => ['assignments', role] as const,
  teacherAssignments: ['assignments', 'Teacher'] as const,
  assignmentScore: (id: string) => ['assignments', 'score', id] as const,
};

/** Prefixes cleared after a mutation of that area, so every view of it refetches. */
export const cacheAreas = {
  rooms: [['rooms'], ['user-rooms'], ['room']],
  assignments: [['assignments']],
} as const;
