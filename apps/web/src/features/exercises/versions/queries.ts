import type { ApiClient, components, ExerciseResults } from '@lingua/api';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAreaMutation } from '../../../app/areaMutation';
import { request } from '../../../app/request';
import { useApi } from '../../../app/services';

export type ExerciseVersion = components['schemas']['ExerciseVersion'];
export type GeneratedVersions = components['schemas']['GeneratedVersions'];

/** The versions' query keys: one list per exercise. */
export const versionKeys = {
  of: (exerciseId: string) => ['exercise-versions', exerciseId] as const,
};

/** The calls of `/exercises/{id}/versions`, rejecting with the error body. */
export function versionCalls(api: ApiClient) {
  const path = (id: string, n: number) => ({ params: { path: { id, n } } });
  return {
    list: (id: string) =>
      request(api.GET('/exercises/{id}/versions', { params: { path: { id } } })),
    generate: (id: string, count: number) =>
      request(api.POST('/exercises/{id}/versions', { params: { path: { id } }, body: { count } })),
    regenerate: (id: string, n: number) =>
      request(api.POST('/exercises/{id}/versions/{n}/regenerate', path(id, n))),
    update: (id: string, n: number, results: ExerciseResults) =>
      request(api.PATCH('/exercises/{id}/versions/{n}', { ...path(id, n), body: { results } })),
    remove: (id: string, n: number) =>
      request(api.DELETE('/exercises/{id}/versions/{n}', path(id, n))),
  };
}

export function useExerciseVersions(exerciseId: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: versionKeys.of(exerciseId ?? ''),
    queryFn: () => versionCalls(api).list(exerciseId ?? ''),
    enabled: exerciseId !== null,
  });
}

/** Each change drops the exercise's list, read again from the server. */
export function useVersionMutations(exerciseId: string) {
  const api = useApi();
  const calls = useMemo(() => versionCalls(api), [api]);
  const clear = (queryClient: QueryClient) =>
    queryClient.invalidateQueries({ queryKey: versionKeys.of(exerciseId) });
  return {
    generate: useAreaMutation((count: number) => calls.generate(exerciseId, count), clear),
    regenerate: useAreaMutation((n: number) => calls.regenerate(exerciseId, n), clear),
    update: useAreaMutation(
      ({ n, results }: { n: number; results: ExerciseResults }) =>
        calls.update(exerciseId, n, results),
      clear,
    ),
    remove: useAreaMutation((n: number) => calls.remove(exerciseId, n), clear),
  };
}
