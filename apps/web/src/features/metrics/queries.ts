import type { ApiClient } from '@lingua/api';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../app/request';
import { useApi } from '../../app/services';
import { roomKeys } from '../rooms/queries';

/** A room's figures sit under the room's key, so dropping the room (`clearRooms`) drops them. */
export const metricKeys = {
  metric: (roomId: string, metric: string, ...args: string[]) =>
    [...roomKeys.room(roomId), 'metrics', metric, ...args] as const,
};

/** A room's analytics section: its data, or `fallback` when the call fails (spec: silent). */
function useMetric<T>(
  roomId: string,
  metric: string,
  fetch: (api: ApiClient, path: { params: { path: { id: string } } }) => Promise<T>,
  fallback: T,
) {
  const api = useApi();
  return (
    useQuery({
      queryKey: metricKeys.metric(roomId, metric),
      queryFn: () => fetch(api, { params: { path: { id: roomId } } }).catch(() => fallback),
    }).data ?? fallback
  );
}

export const useRoomProgress = (roomId: string) =>
  useMetric(
    roomId,
    'progress',
    (api, path) => request(api.GET('/metrics/room_progress/{id}', path)),
    null,
  );

export const useTopStudents = (roomId: string) =>
  useMetric(
    roomId,
    'top',
    (api) =>
      request(
        api.GET('/metrics/top_students/{id}', {
          params: { path: { id: roomId }, query: { limit: 5 } },
        }),
      ),
    [],
  );

export const useCompletionRates = (roomId: string) =>
  useMetric(
    roomId,
    'completion',
    (api, path) => request(api.GET('/metrics/assignment_completion_rate/{id}', path)),
    [],
  );

export const useAccuracyByType = (roomId: string) =>
  useMetric(
    roomId,
    'accuracy',
    (api, path) => request(api.GET('/metrics/accuracy_by_type/{id}', path)),
    [],
  );

export const useTopicPerformance = (roomId: string) =>
  useMetric(
    roomId,
    'topics',
    (api) =>
      request(
        api.GET('/metrics/topic_performance/{id}', {
          params: { path: { id: roomId }, query: { limit: 10 } },
        }),
      ),
    { best_topics: [], worst_topics: [] },
  );

/** Each student's completion time of one assignment; none until one is chosen. */
export function useCompletionTimes(roomId: string, assignmentId: string | null) {
  const api = useApi();
  return (
    useQuery({
      queryKey: metricKeys.metric(roomId, 'times', assignmentId ?? ''),
      queryFn: () =>
        request(
          api.POST('/metrics/avg_completion_time_assign_students', {
            body: { room_id: roomId, assignment_id: assignmentId ?? '' },
          }),
        ).catch(() => []),
      enabled: assignmentId !== null,
    }).data ?? []
  );
}
