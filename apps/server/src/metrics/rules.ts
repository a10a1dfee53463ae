import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { averageCompletionTimes, isRoomAssignment } from './queries';

/**
 * Completion times of one of the room's assignments. The times query answers no rows both for
 * a room without members and for another room's assignment: only an empty answer needs the
 * second query that tells them apart, on the primary (a new assignment may not have reached the
 * replica yet).
 */
export async function roomAssignmentTimes(
  replica: Queryable,
  db: Queryable,
  roomId: string,
  assignmentId: string,
) {
  const times = await averageCompletionTimes(replica, roomId, assignmentId);
  if (times.length === 0 && !(await isRoomAssignment(db, roomId, assignmentId)))
    throw notFound(serverMessage('error.metrics.assignmentNotInRoom'));
  return times;
}
