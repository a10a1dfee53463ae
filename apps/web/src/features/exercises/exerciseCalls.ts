import {
  type ApiClient,
  type Exercise,
  type ExerciseResults,
  errorStatus,
  type ReviewRequest,
} from '@lingua/api';
import type { GenerateRequest } from '@lingua/flows';
import { request } from '../../app/request';

// Apart from queries.ts, so a sitting's calls come without My exercises' cache persister.

/** What was checked on one item of a model's exercise before the teacher saw it. */
export type ItemVerification = { id: number; verified: string[]; problems: string[] };

/** learning-content.md section 8: a list that is not an array. */
export const INVALID_DATA = 'Received invalid data from the server.';

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
