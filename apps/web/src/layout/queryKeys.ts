import type { QueryClient } from '@tanstack/react-query';

/**
 * The query cache's keys. `assignments` and the room lists follow the spec's cache names;
 * `user-rooms` and `user-templates` are the create-assignment dialog's (learning-content.md).
 */
export const queryKeys = {
  profile: ['profile'] as const,
  capabilities: ['capabilities'] as const,
  rooms: (role: string) => ['rooms', role] as const,
  userRooms: ['user-rooms'] as const,
  userTemplates: ['user-templates'] as const,
  room: (id: string) => ['room', id] as const,
  roomUsers: (id: string) => ['room', id, 'users'] as const,
  roomMetric: (id: string, metric: string, ...args: string[]) =>
    ['room', id, 'metrics', metric, ...args] as const,
  assignments: (role: string) => ['assignments', role] as const,
  teacherAssignments: ['assignments', 'Teacher', 'created'] as const,
};

/** The cached lists a mutation of each area can change. */
const areas = {
  rooms: [['rooms'], ['user-rooms'], ['room']],
  templates: [['user-templates']],
  assignments: [['assignments']],
} as const;

/**
 * The spec's "cache cleared after mutations": every list of the area is dropped, so the
 * screens showing one refetch it and nothing stale is ever shown again.
 */
export async function clearAreas(queryClient: QueryClient, ...names: (keyof typeof areas)[]) {
  await Promise.all(
    names.flatMap((name) =>
      areas[name].map((queryKey) => queryClient.resetQueries({ queryKey: [...queryKey] })),
    ),
  );
}
