import type { AssignmentCompletion, Room, RoomProgress } from '@lingua/api';

/**
 * The room's completion rate, or `null` ("No data") until some student holds an assignment.
 * The server answers 0 for a room without holders (0 of 0), which would read as "nobody
 * finished"; the per-assignment rates tell the two apart, since each is null without holders.
 */
export function roomCompletionRate(
  progress: Pick<RoomProgress, 'overall_completion_rate'> | null,
  assignments: readonly Pick<AssignmentCompletion, 'completion_rate'>[],
): number | null {
  if (!progress) return null;
  if (progress.overall_completion_rate > 0) return progress.overall_completion_rate;
  return assignments.some((a) => a.completion_rate !== null) ? 0 : null;
}

/**
 * Whether anyone waits on the room's teacher (a pupil who asked to join, one invited): only then
 * is the code showing them downloaded.
 */
export function hasWaiting(room: Pick<Room, 'join_requests' | 'invitations'>): boolean {
  return (room.join_requests?.length ?? 0) > 0 || (room.invitations?.length ?? 0) > 0;
}
