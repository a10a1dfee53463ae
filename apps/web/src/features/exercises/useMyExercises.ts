import type { Exercise } from '@lingua/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, useNow } from '../../layout/services';
import { exerciseCalls } from './exerciseCalls';
import { clearMyExercises, readMyExercises, writeMyExercises } from './myExercisesCache';

export const myExercisesKey = ['my-exercises'] as const;

/**
 * The caller's exercises: from the local `my_exercises` cache while it is under an hour old,
 * else from the server (and cached again).
 */
export function useMyExercises() {
  const api = useApi();
  const now = useNow();
  return useQuery<Exercise[]>({
    queryKey: myExercisesKey,
    queryFn: async () => {
      const cached = readMyExercises(window.localStorage, now);
      if (cached) return cached;
      const exercises = await exerciseCalls(api).list();
      writeMyExercises(window.localStorage, exercises, now);
      return exercises;
    },
  });
}

/** Drops the local cache and refetches: after accept, cancel, delete, and the Refresh button. */
export function useRefreshMyExercises(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearMyExercises(window.localStorage);
    void queryClient.invalidateQueries({ queryKey: myExercisesKey });
  }, [queryClient]);
}
