import {
  type ApiClient,
  type Exercise,
  type ExerciseResults,
  errorStatus,
  type ReviewRequest,
} from '@lingua/api';
import type { GenerateRequest } from '@lingua/flows';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '../../app/request';
import { useApi } from '../../app/services';
import { MY_EXERCISES_MAX_AGE_MS, myExercisesPersister } from './myExercisesPersister';

/** What was checked on one item of a model's exercise before the teacher saw it. */
export type ItemVerification = { id: number; verified: string[]; problems: string[] };

/** learning-content.md section 8: a list that is not an array. */
export const INVALID_DATA = 'Received invalid data from the server.';

/** The exercises area's query keys. */
export const exerciseKeys = {
  mine: ['my-exercises'] as const,
  /** The caller's answers of one exercise with their verdicts and the teacher's comments. */
  answer: (id: string) => ['user-answer', id] as const,
  /** One exercise read alone: the only read that brings a listening exercise's audio. */
  exercise: (id: string) => ['exercise', id] as const,
};

/** The exercise calls of learning-content.md section 7, rejecting with the error body. */
export function exerciseCalls(api: ApiClient) {
  return {
    async list(): Promise<Exercise[]> {
      const exercises: unknown = await request(api.GET('/exercises/all_exercises'));
      if (!Array.isArray(exercises)) throw new Error(INVALID_DATA);
      return exercises as Exercise[];
    },
    get: (id: string) => request(api.GET('/exercises/exercise/{id}', { params: { path: { id } } })),
    answer: (id: string) =>
      request(api.GET('/exercises/user_answer/{id}', { params: { path: { id } } })),
    /** The exercise and what the generator says about it (a topic without offline text...). */
    async generateWithNotice({ type, body }: GenerateRequest): Promise<{
      exercise: Exercise;
      notice: string | undefined;
      verification: ItemVerification[] | undefined;
    }> {
      const answer =
        type === 'Writing'
          ? await request(api.POST('/exercises/writing', { body }))
          : type === 'Reading'
            ? await request(api.POST('/exercises/reading', { body }))
            : type === 'Listening'
              ? await request(api.POST('/exercises/listening', { body }))
              : await request(api.POST('/exercises/speaking', { body }));
      const [exercise] = answer.data;
      if (!exercise) throw new Error('The server answered without an exercise');
      return { exercise, notice: answer.notice, verification: answer.verification };
    },
    async generate(request: GenerateRequest): Promise<Exercise> {
      return (await this.generateWithNotice(request)).exercise;
    },
    review: (body: ReviewRequest) => request(api.POST('/exercises/review_answer', { body })),
    update: (id: string, results: ExerciseResults) =>
      request(
        api.PATCH('/exercises/update_exercise/{id}', {
          params: { path: { id } },
          body: { results },
        }),
      ),
    /**
     * Deletes for good; an exercise a template still uses is refused (409), and is hidden from
     * the owner's list instead so the template keeps working.
     */
    async remove(id: string): Promise<void> {
      const params = { params: { path: { id } } };
      try {
        await request(api.DELETE('/exercises/delete_exercise/{id}', params));
      } catch (error) {
        if (errorStatus(error) !== 409) throw error;
        await request(api.PATCH('/exercises/soft_delete_exercise/{id}', params));
      }
    },
  };
}

export type ExerciseCalls = ReturnType<typeof exerciseCalls>;

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
