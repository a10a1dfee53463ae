import type { components } from '../../generated/schema';
import { SILENT_WAV_BASE64 } from '../fixtures';
import { http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';
import { replayed } from './reads';

type Schemas = components['schemas'];
type Generation = Pick<Schemas['WritingRequest'], 'user_input' | 'language' | 'level'>;

/** The numbers of `count` items, 1-based as the specs number prompts and questions. */
const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const questionsOf = (count: number) => numbered(count).map((n) => `Question ${n}?`);

/**
 * Generation answers placeholders (the built-in engine's texts are the server's); a review
 * answers what the server answered the caller for the exercise solved with its key.
 */
export function exercisesHandlers(store: MockStore) {
  async function generated(
    request: Request,
    type: Schemas['ExerciseType'],
    results: (body: never) => Schemas['ExerciseResults'],
    count: (body: never) => number,
  ) {
    const caller = signedIn(store, request);
    const body = (await request.json()) as Generation;
    const exercise: Schemas['Exercise'] = {
      id: store.newId(),
      type,
      language: body.language,
      level: body.level,
      created_at: store.nowIso(),
      user_id: caller.profile.id,
      engine: 'builtin',
      results: results(body as never),
      answer_key: numbered(count(body as never)).map((id) => ({
        id,
        answer: `answer ${id}`,
        grammar_topic: body.user_input.slice(0, 100),
      })),
    };
    store.prepend(caller.name, 'GET /exercises/all_exercises', exercise);
    store.answer(caller.name, `GET /exercises/exercise/${exercise.id}`, exercise);
    return Response.json({ data: [exercise], type }, { status: 201 });
  }

  return [
    http.post('/exercises/writing', ({ request }) =>
      generated(
        request,
        'Writing',
        (body: Schemas['WritingRequest']) => ({
          Title: `${body.variation ?? 'Writing practice'}: ${body.user_input}`.slice(0, 200),
          Description: `Write your answer to each prompt in ${body.language}.`,
          Exercises: numbered(body.quantity).map((n) =>
            `Prompt ${n} about ${body.user_input}`.slice(0, 1000),
          ),
        }),
        (body: Schemas['WritingRequest']) => body.quantity,
      ),
    ),

    http.post('/exercises/reading', ({ request }) =>
      generated(
        request,
        'Reading',
        (body: Schemas['ReadingRequest']) => ({
          Title: body.user_input.slice(0, 200),
          Paragraph: Array.from({ length: body.quantity_words }, () => 'palabra').join(' '),
          Questions: questionsOf(body.questions_quantity),
        }),
        (body: Schemas['ReadingRequest']) => body.questions_quantity,
      ),
    ),

    http.post('/exercises/listening', ({ request }) =>
      generated(
        request,
        'Listening',
        (body: Schemas['ListeningRequest']) => ({
          Title: body.user_input.slice(0, 200),
          Paragraph: `A short announcement about ${body.user_input}.`.slice(0, 10000),
          Questions: questionsOf(body.questions_quantity),
          audio_base64: SILENT_WAV_BASE64,
        }),
        (body: Schemas['ListeningRequest']) => body.questions_quantity,
      ),
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

    http.patch('/exercises/soft_delete_exercise/{id}', ({ params, response }) => {
      store.forget(params.id);
      return response(204).empty();
    }),

    http.delete('/exercises/delete_exercise/{id}', ({ params, response }) => {
      store.forget(params.id);
      return response(204).empty();
    }),
  ];
}
