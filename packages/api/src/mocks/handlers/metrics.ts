import type { components } from '../../generated/schema';
import { firstOf, http, notFound } from '../http';
import classroom from '../recorded/classroom.json';

type Schemas = components['schemas'];

/**
 * Room analytics are the server's to compute: the mocks serve its answers for the fixtures'
 * rooms, users and assignments, recorded by apps/server/src/mockClassroom.test.ts, and 404 for
 * any other id. A story that needs the 403 uses `scenarios.analyticsForbidden`.
 */
const answers = classroom as unknown as {
  room_progress: Record<string, Schemas['RoomProgress']>;
  top_students: Record<string, Schemas['TopStudent'][]>;
  assignment_completion_rate: Record<string, Schemas['AssignmentCompletion'][]>;
  accuracy_by_type: Record<string, Schemas['AccuracyByType'][]>;
  topic_performance: Record<string, Schemas['TopicPerformance']>;
  user_topics_performance: Record<string, Schemas['TopicPerformance']>;
  avg_completion_time: Record<string, Schemas['CompletionTime'][]>;
};

const topics = (
  { best_topics, worst_topics }: Schemas['TopicPerformance'],
  limit: string | null,
  fallback: number,
) => ({
  best_topics: firstOf(best_topics, limit, fallback),
  worst_topics: firstOf(worst_topics, limit, fallback),
});

export function metricsHandlers() {
  return [
    http.get('/metrics/room_progress/{id}', ({ params, response }) => {
      const answer = answers.room_progress[params.id];
      return answer ? response(200).json(answer) : notFound('Room');
    }),

    http.get('/metrics/top_students/{id}', ({ params, query, response }) => {
      const answer = answers.top_students[params.id];
      return answer ? response(200).json(firstOf(answer, query.get('limit'), 5)) : notFound('Room');
    }),

    http.get('/metrics/user_topics_performance/{id}', ({ params, query, response }) => {
      const answer = answers.user_topics_performance[params.id];
      return answer ? response(200).json(topics(answer, query.get('limit'), 5)) : notFound('User');
    }),

    http.get('/metrics/assignment_completion_rate/{id}', ({ params, response }) => {
      const answer = answers.assignment_completion_rate[params.id];
      return answer ? response(200).json(answer) : notFound('Room');
    }),

    http.get('/metrics/accuracy_by_type/{id}', ({ params, response }) => {
      const answer = answers.accuracy_by_type[params.id];
      return answer ? response(200).json(answer) : notFound('Room');
    }),

    http.get('/metrics/topic_performance/{id}', ({ params, query, response }) => {
      const answer = answers.topic_performance[params.id];
      return answer ? response(200).json(topics(answer, query.get('limit'), 10)) : notFound('Room');
    }),

    http.post('/metrics/avg_completion_time_assign_students', async ({ request, response }) => {
      const answer = answers.avg_completion_time[(await request.json()).assignment_id];
      return answer ? response(200).json(answer) : notFound('Assignment');
    }),
  ];
}
