import type { Deps } from '../deps';
import { teachesUser } from '../exercises/queries';
import { forbidden, notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/access';
import {
  accuracyByType,
  assignmentCompletion,
  averageCompletionTimes,
  roomProgress,
  roomTopicPerformance,
  topStudents,
  userTopicPerformance,
} from './queries';

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
      if (params.id !== user.id && !(await teachesUser(db, user.id, params.id))) {
        throw forbidden("You can only see your own or your students' topics");
      }
      return {
        status: 200,
        body: await userTopicPerformance(replica, params.id, query.limit ?? 5),
      };
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
      return {
        status: 200,
        body: await roomTopicPerformance(replica, params.id, query.limit ?? 10),
      };
    }),

    route('post', '/metrics/avg_completion_time_assign_students', async ({ user, body }) => {
      await requireRoomTeacher(db, body.room_id, user);
      const times = await averageCompletionTimes(replica, body.room_id, body.assignment_id);
      // Only an empty answer needs telling a room without members from a foreign assignment.
      if (times.length === 0) {
        const [assignment] = await db.query(
          'SELECT 1 FROM assignments WHERE id = $1 AND room_id = $2',
          [body.assignment_id, body.room_id],
        );
        if (!assignment) throw notFound('Assignment not found in this room');
      }
      return { status: 200, body: times };
    }),
  ];
}
