import type { components } from '../../generated/schema';
import { forgets, http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';
import { replayed } from './reads';

type Schemas = components['schemas'];
/**
 * Generation answers what the built-in engine made for the Generate stories' request (whatever
 * was asked), recorded; a review answers what the server answered the caller for the exercise
 * solved with its key.
 */
export function exercisesHandlers(store: MockStore) {
  return [
    ...(['/exercises/writing', '/exercises/reading', '/exercises/listening'] as const).map((path) =>
      http.post(path, ({ request, response }) => {
        const caller = signedIn(store, request);
        const answer = store.read(caller.name, `POST ${path}`);
        if (!answer) return notFound('Generation');
        const [exercise] = (answer.body as Schemas['GenerateResponse']).data;
        store.prepend(caller.name, 'GET /exercises/all_exercises', exercise);
        store.answer(caller.name, `GET /exercises/exercise/${exercise?.id}`, exercise);
        return response.untyped(replayed(answer));
      }),
    ),

    http.post('/exercises/review_answer', async ({ request, response }) => {
      const caller = signedIn(store, request);
      const body = await request.json();
      const sitting = body.assignment_id ? ` ${body.assignment_id}` : '';
      const key = `POST /exercises/review_answer ${body.exercise_id}${sitting}`;
      const answer = store.read(caller.name, key);
      if (!answer) return notFound('Exercise');
      if (answer.status === 200) {
        const { score, response } = answer.body as Schemas['ReviewResponse'];
        const record = { exercise_id: body.exercise_id, user_answer: body.user_answer, score };
        const saved = { ...record, response, submitted_at: store.nowIso() };
        store.answer(caller.name, `GET /exercises/user_answer/${body.exercise_id}`, {
          ...saved,
          assignment_id: body.assignment_id ?? null,
        });
      }
      const attempt = body.attempt_id ? { attempt_id: body.attempt_id } : {};
      return response.untyped(
        replayed({ ...answer, body: { ...(answer.body as object), ...attempt } }),
      );
    }),

    http.patch('/exercises/update_exercise/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      const { results, answer_key } = await request.json();
      store.patch(params.id, answer_key ? { results, answer_key } : { results });
      const exercise = store.read(caller.name, `GET /exercises/exercise/${params.id}`)?.body;
      return exercise ? response(200).json(exercise as Schemas['Exercise']) : notFound('Exercise');
    }),

    http.patch('/exercises/soft_delete_exercise/{id}', forgets(store)),

    http.delete('/exercises/delete_exercise/{id}', forgets(store)),
  ];
}
