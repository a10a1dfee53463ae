import type { components } from '../../generated/schema';
import analytics from '../analytics.json';
import { http, notFound, readBody, readLimit, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];

/**
 * Room analytics are the server's to compute: the mocks only serve fixed answers for the
 * fixtures' rooms, users and assignments (analytics.json, frozen from what the stories show),
 * and 404 for any other id. No access rules either: a story that needs the 403 uses
 * `scenarios.analyticsForbidden`, recorded from the server.
 */
const answers = analytics as unknown as {
  room_progress: Record<string, Schemas['RoomProgress']>;
  top_students: Record<string, Schemas['TopStudent'][]>;
  assignment_completion_rate: Record<string, Schemas['AssignmentCompletion'][]>;
  accuracy_by_type: Record<string, Schemas['AccuracyByType'][]>;
  topic_performance: Record<string, Schemas['TopicPerformance']>;
  user_topics_performance: Record<string, Schemas['TopicPerformance']>;
  avg_completion_time: Record<string, Schemas['CompletionTime'][]>;
};

const topics = ({ best_topics, worst_topics }: Schemas['TopicPerformance'], limit: number) => ({
  best_topics: best_topics.slice(0, limit),
  worst_topics: worst_topics.slice(0, limit),
});

export function metricsHandlers(store: MockStore) {
  /** The recorded answer for `id`, after the 401 and 404 the server would give first. */
  function serve<T>(request: Request, table: Record<string, T>, id: string, what: string) {
    const caller = signedIn(store, request);
    if (caller instanceof Response) return caller;
    return table[id] ?? notFound(what);
  }

  return [
    http.get('/metrics/room_progress/{id}', ({ request, params, response }) => {
      const answer = serve(request, answers.room_progress, params.id, 'Room');
      return answer instanceof Response ? answer : response(200).json(answer);
    }),

    http.get('/metrics/top_students/{id}', ({ request, params, query, response }) => {
      const answer = serve(request, answers.top_students, params.id, 'Room');
      if (answer instanceof Response) return answer;
      return response(200).json(answer.slice(0, readLimit(query.get('limit'), 5)));
    }),

    http.get('/metrics/user_topics_performance/{id}', ({ request, params, query, response }) => {
      const answer = serve(request, answers.user_topics_performance, params.id, 'User');
      if (answer instanceof Response) return answer;
      return response(200).json(topics(answer, readLimit(query.get('limit'), 5)));
    }),

    http.get('/metrics/assignment_completion_rate/{id}', ({ request, params, response }) => {
      const answer = serve(request, answers.assignment_completion_rate, params.id, 'Room');
      return answer instanceof Response ? answer : response(200).json(answer);
    }),

    http.get('/metrics/accuracy_by_type/{id}', ({ request, params, response }) => {
      const answer = serve(request, answers.accuracy_by_type, params.id, 'Room');
      return answer instanceof Response ? answer : response(200).json(answer);
    }),

    http.get('/metrics/topic_performance/{id}', ({ request, params, query, response }) => {
      const answer = serve(request, answers.topic_performance, params.id, 'Room');
      if (answer instanceof Response) return answer;
      return response(200).json(topics(answer, readLimit(query.get('limit'), 10)));
    }),

    http.post('/metrics/avg_completion_time_assign_students', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['room_id', 'assignment_id']);
      if (body instanceof Response) return body;
      const answer = answers.avg_completion_time[body.assignment_id];
      return answer ? response(200).json(answer) : notFound('Assignment');
    }),
  ];
}
