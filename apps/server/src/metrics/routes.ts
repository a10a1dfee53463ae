import type { Deps } from '../deps';
import { teachesUser } from '../exercises/queries';
import { forbidden, notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import {
  accuracyByType,
  assignmentCompletion,
  averageCompletionTimes,
  roomProgress,
  roomTopicPerformance,
  topStudents,
  userTopicPerformance,
} from './queries';

export function metricsRoutes({ db }: Deps): RouteDefinition[] {
  return [
    route('get', '/metrics/room_progress/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await roomProgress(db, params.id) };
    }),

    route('get', '/metrics/top_students/{id}', async ({ user, params, query }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await topStudents(db, params.id, query.limit ?? 5) };
    }),

    route('get', '/metrics/user_topics_performance/{id}', async ({ user, params, query }) => {
      const own = params.id === user.id;
      if (!own && !(await teachesUser(db, user.id, params.id))) {
        throw forbidden("You can only see your own or your students' topics");
      }
      const teacherId = own ? null : user.id;
      return {
        status: 200,
        body: await userTopicPerformance(db, params.id, query.limit ?? 5, teacherId),
      };
    }),

    route('get', '/metrics/assignment_completion_rate/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await assignmentCompletion(db, params.id) };
    }),

    route('get', '/metrics/accuracy_by_type/{id}', async ({ user, params }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await accuracyByType(db, params.id) };
    }),

    route('get', '/metrics/topic_performance/{id}', async ({ user, params, query }) => {
      await requireRoomTeacher(db, params.id, user);
      return { status: 200, body: await roomTopicPerformance(db, params.id, query.limit ?? 10) };
    }),

    route('post', '/metrics/avg_completion_time_assign_students', async ({ user, body }) => {
      await requireRoomTeacher(db, body.room_id, user);
      const times = await averageCompletionTimes(db, body.room_id, body.assignment_id);
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
