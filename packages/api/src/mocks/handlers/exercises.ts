import type { components } from '../../generated/schema';
import { forgets, http, notFound, replaysWrite, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];

/**
 * Generation answers what the built-in engine made for the Generate stories' request (whatever
 * was asked), recorded; a review answers what the server answered the caller for the exercise
 * solved with its key. What they make shows in the caller's reads.
 */
export function exercisesHandlers(store: MockStore) {
  return [
    ...['writing', 'reading', 'listening', 'speaking'].map((type) =>
      replaysWrite(store, `POST /exercises/${type}`, 'Generation', {
        after: ({ caller, answer }) => {
          const [exercise] = (answer.body as Schemas['GenerateResponse']).data;
          store.prepend(caller, 'GET /exercises/all_exercises', exercise);
          store.answer(caller, `GET /exercises/exercise/${exercise?.id}`, exercise);
        },
      }),
    ),

    replaysWrite(store, 'POST /exercises/review_answer', 'Exercise', {
      by: (body) => ` ${body.exercise_id}${body.assignment_id ? ` ${body.assignment_id}` : ''}`,
      after: ({ caller, body, answer }) => {
        const { exercise_id, user_answer, assignment_id = null, attempt_id } = body;
        if (answer.status === 200) {
          const { score, response } = answer.body as Schemas['ReviewResponse'];
          const saved = { exercise_id, user_answer, score, response, assignment_id };
          const key = `GET /exercises/user_answer/${exercise_id}`;
          store.answer(caller, key, { ...saved, submitted_at: store.nowIso() });
        }
        const inSitting = { ...answer, body: { ...(answer.body as object), attempt_id } };
        return attempt_id ? inSitting : answer;
      },
    }),

    http.patch('/exercises/update_exercise/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      store.patch(params.id, await request.json());
      const exercise = store.read(caller.name, `GET /exercises/exercise/${params.id}`)?.body;
      return exercise ? response(200).json(exercise as Schemas['Exercise']) : notFound('Exercise');
    }),

    http.patch('/exercises/soft_delete_exercise/{id}', forgets(store)),
    http.delete('/exercises/delete_exercise/{id}', forgets(store)),
  ];
}
