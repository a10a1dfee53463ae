import { forbidden, http, notFound, readBody, readLimit, signedIn } from '../http';
import type { MockStore } from '../store';

export function metricsHandlers(store: MockStore) {
  /** The room's id if the caller teaches it, else the server's 401/404/403 answer. */
  function taughtRoom(request: Request, roomId: string) {
    const caller = signedIn(store, request);
    if (caller instanceof Response) return caller;
    const room = store.room(roomId);
    if (!room) return notFound('Room');
    return room.teacher_id === caller.id
      ? room.id
      : forbidden('Only the room’s teacher can see this');
  }

  return [
    http.get('/metrics/room_progress/{id}', ({ request, params, response }) => {
      const roomId = taughtRoom(request, params.id);
      if (roomId instanceof Response) return roomId;
      return response(200).json(store.analytics.roomProgress(roomId));
    }),

    http.get('/metrics/top_students/{id}', ({ request, params, query, response }) => {
      const roomId = taughtRoom(request, params.id);
      if (roomId instanceof Response) return roomId;
      return response(200).json(
        store.analytics.topStudents(roomId, readLimit(query.get('limit'), 5)),
      );
    }),

    http.get('/metrics/user_topics_performance/{id}', ({ request, params, query, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      if (!store.user(params.id)) return notFound('User');
      const teachesThem = store.db.rooms.some(
        (room) => room.teacher_id === caller.id && store.isMember(room.id, params.id),
      );
      if (params.id !== caller.id && !teachesThem) return forbidden();
      return response(200).json(
        store.analytics.userTopics(params.id, readLimit(query.get('limit'), 5)),
      );
    }),

    http.get('/metrics/assignment_completion_rate/{id}', ({ request, params, response }) => {
      const roomId = taughtRoom(request, params.id);
      if (roomId instanceof Response) return roomId;
      return response(200).json(store.analytics.assignmentCompletion(roomId));
    }),

    http.get('/metrics/accuracy_by_type/{id}', ({ request, params, response }) => {
      const roomId = taughtRoom(request, params.id);
      if (roomId instanceof Response) return roomId;
      return response(200).json(store.analytics.accuracyByType(roomId));
    }),

    http.get('/metrics/topic_performance/{id}', ({ request, params, query, response }) => {
      const roomId = taughtRoom(request, params.id);
      if (roomId instanceof Response) return roomId;
      return response(200).json(
        store.analytics.roomTopics(roomId, readLimit(query.get('limit'), 10)),
      );
    }),

    http.post('/metrics/avg_completion_time_assign_students', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['room_id', 'assignment_id']);
      if (body instanceof Response) return body;
      const roomId = taughtRoom(request, body.room_id);
      if (roomId instanceof Response) return roomId;
      const assignment = store.assignment(body.assignment_id);
      if (!assignment || assignment.room_id !== roomId) return notFound('Assignment');
      return response(200).json(store.analytics.completionTimes(roomId, assignment.id));
    }),
  ];
}
