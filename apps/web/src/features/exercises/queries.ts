import type { Exercise } from '@lingua/api';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../app/services';
import { exerciseCalls } from './exerciseCalls';
import { MY_EXERCISES_MAX_AGE_MS, myExercisesPersister } from './myExercisesPersister';

/** The exercises area's query keys. */
export const exerciseKeys = {
  mine: ['my-exercises'] as const,
  /** The caller's answers of one exercise with their verdicts and the teacher's comments. */
  answer: (id: string) => ['user-answer', id] as const,
  /** One exercise read alone: the only read that brings a listening exercise's audio. */
  exercise: (id: string) => ['exercise', id] as const,
};

export {
  type ExerciseCalls,
  exerciseCalls,
  INVALID_DATA,
  type ItemVerification,
} from './exerciseCalls';

/**
 * The caller's exercises (learning-content.md section 9): kept in local storage by TanStack
 * Query's persister and answered from there while under an hour old, else from the server.
 */
export function useMyExercises() {
  const api = useApi();
  return useQuery<Exercise[]>({
    queryKey: exerciseKeys.mine,
    queryFn: () => exerciseCalls(api).list(),
    persister: myExercisesPersister.persisterFn,
    // Fresh for as long as the stored copy: coming back within the hour asks nobody.
    staleTime: MY_EXERCISES_MAX_AGE_MS,
  });
}

/** Whether a listed exercise lacks what solving it needs: lists leave the audio out. */
export const lacksAudio = (exercise: Exercise) =>
  exercise.type === 'Listening' && exercise.results.audio_base64 === undefined;

/**
 * An exercise opened from a list, whole: a listening exercise is read again for its audio
 * (openapi.yaml's ExerciseList leaves it out); any other is the listed one as it is.
 */
export function useOpenedExercise(listed: Exercise | null) {
  const api = useApi();
  const read = listed !== null && lacksAudio(listed);
  const query = useQuery({
    queryKey: exerciseKeys.exercise(listed?.id ?? ''),
    queryFn: () => exerciseCalls(api).get(listed?.id ?? ''),
    enabled: read,
  });
  if (listed === null || !read) return { exercise: listed, isPending: false, isError: false };
  return { exercise: query.data ?? null, isPending: query.isPending, isError: query.isError };
}

/** The caller's answers of each exercise (a student's review of an assignment). */
export function useOwnAnswers(ids: readonly string[]) {
  const api = useApi();
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: exerciseKeys.answer(id),
      queryFn: () => exerciseCalls(api).answer(id),
    })),
  });
}

/** Drops the stored list and refetches: after accept, cancel, delete, and the Refresh button. */
export function useRefreshMyExercises(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void myExercisesPersister
      .removeQueries({ queryKey: exerciseKeys.mine })
      .then(() => queryClient.invalidateQueries({ queryKey: exerciseKeys.mine }));
  }, [queryClient]);
}
