import type { Db } from '@lingua/server';
// The server's own queries, so the database floor runs exactly the SQL the routes run.
import {
  accuracyByType,
  assignmentCompletion,
  averageCompletionTimes,
  roomProgress,
  roomTopics,
  topStudents,
} from '@lingua/server/testing';
import type { LoadRequest } from './load';

export interface RoomMetric {
  id: string;
  /** The HTTP call a teacher's room page makes. */
  request(roomId: string, assignmentId: string): LoadRequest;
  /** The query behind it, with the route's defaults. */
  query(db: Db, roomId: string, assignmentId: string): Promise<unknown>;
}

const get = (path: string): LoadRequest => ({ method: 'GET', path });

export const roomMetrics: RoomMetric[] = [
  {
    id: 'room_progress',
    request: (room) => get(`/api/metrics/room_progress/${room}`),
    query: (db, room) => roomProgress(db, room),
  },
  {
    id: 'top_students',
    request: (room) => get(`/api/metrics/top_students/${room}`),
    query: (db, room) => topStudents(db, room, 5),
  },
  {
    id: 'assignment_completion_rate',
    request: (room) => get(`/api/metrics/assignment_completion_rate/${room}`),
    query: (db, room) => assignmentCompletion(db, room),
  },
  {
    id: 'accuracy_by_type',
    request: (room) => get(`/api/metrics/accuracy_by_type/${room}`),
    query: (db, room) => accuracyByType(db, room),
  },
  {
    id: 'topic_performance',
    request: (room) => get(`/api/metrics/topic_performance/${room}`),
    query: (db, room) => roomTopics(db, room),
  },
  {
    id: 'avg_completion_time_assign_students',
    request: (room, assignment) => ({
      method: 'POST',
      path: '/api/metrics/avg_completion_time_assign_students',
      body: JSON.stringify({ room_id: room, assignment_id: assignment }),
    }),
    query: (db, room, assignment) => averageCompletionTimes(db, room, assignment),
  },
];
