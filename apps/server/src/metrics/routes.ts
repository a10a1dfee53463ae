import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { mayReadWorkOf } from '../exercises/rules';
import { forbidden } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import { toTopicPerformance } from './mappers';
import {
  accuracyByType,
  assignmentCompletion,
  roomProgress,
  roomTopics,
  topStudents,
  userTopics,
} from './queries';
import { roomAssignmentTimes } from './rules';

export function metricsRoutes({ db, replica }: Deps): RouteDefinition[] {
  return [
    route('get', '/metrics/room_progress/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await roomProgress(replica, params.id) };
    }),

    route('get', '/metrics/top_students/{id}', async ({ user, params, query }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await topStudents(replica, params.id, query.limit ?? 5) };
    }),

    route('get', '/metrics/user_topics_performance/{id}', async ({ user, params, query }) => {
      if (!(await mayReadWorkOf(db, user, params.id))) {
        throw forbidden(serverMessage('error.metrics.othersTopics'));
      }
      // A teacher sees only the answers given in their own assignments.
      const teacherId = params.id === user.id ? null : user.id;
      const topics = await userTopics(replica, params.id, teacherId);
      return { status: 200, body: toTopicPerformance(topics, query.limit ?? 5) };
    }),

    route('get', '/metrics/assignment_completion_rate/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await assignmentCompletion(replica, params.id) };
    }),

    route('get', '/metrics/accuracy_by_type/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await accuracyByType(replica, params.id) };
    }),

    route('get', '/metrics/topic_performance/{id}', async ({ user, params, query }) => {
      await requireRoomTeacher(db, params.id, user);
      const topics = await roomTopics(replica, params.id);
      return { status: 200, body: toTopicPerformance(topics, query.limit ?? 10) };
    }),

    route('post', '/metrics/avg_completion_time_assign_students', async ({ user, body }) => {
      await requireRoomTeacher(db, body.room_id, user);
      return {
        status: 200,
        body: await roomAssignmentTimes(replica, db, body.room_id, body.assignment_id),
      };
    }),
  ];
}
