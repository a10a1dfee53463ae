import type { components } from '../../generated/schema';
import { SILENT_WAV_BASE64 } from '../fixtures';
import { firstOf, http, notFound, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];
type Exercise = Schemas['Exercise'];
type Generation = Pick<Schemas['WritingRequest'], 'user_input' | 'language' | 'level'>;

/** The numbers of `count` items, 1-based as the specs number prompts and questions. */
const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
const questionsOf = (count: number) => numbered(count).map((n) => `Question ${n}?`);
const normalise = (text: string) => text.trim().toLowerCase();

export function exercisesHandlers(store: MockStore) {
  /** Stores and answers a placeholder exercise with `count` items, as a generation call does. */
  function generated(
    owner: string,
    body: Generation,
    type: Schemas['ExerciseType'],
    results: Schemas['ExerciseResults'],
    count: number,
  ) {
    const exercise: Exercise = {
      id: store.newId(),
      type,
      language: body.language,
      level: body.level,
      created_at: store.nowIso(),
      user_id: owner,
      engine: 'builtin',
      results,
      answer_key: numbered(count).map((id) => ({
        id,
        answer: `answer ${id}`,
        grammar_topic: body.user_input.slice(0, 100),
      })),
    };
    store.db.exercises.push(exercise);
    return { data: [exercise], type };
  }

  function removeExercise(id: string) {
    const before = store.db.exercises.length;
    store.db.exercises = store.db.exercises.filter((e) => e.id !== id);
    return store.db.exercises.length < before;
  }

  return [
    http.post('/exercises/writing', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await request.json();
      return response(201).json(
        generated(
          caller.id,
          body,
          'Writing',
          {
            Title: `${body.variation ?? 'Writing practice'}: ${body.user_input}`.slice(0, 200),
            Description: `Write your answer to each prompt in ${body.language}.`,
            Exercises: numbered(body.quantity).map((n) =>
              `Prompt ${n} about ${body.user_input}`.slice(0, 1000),
            ),
          },
          body.quantity,
        ),
      );
    }),

    http.post('/exercises/reading', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await request.json();
      return response(201).json(
        generated(
          caller.id,
          body,
          'Reading',
          {
            Title: body.user_input.slice(0, 200),
            Paragraph: Array.from({ length: body.quantity_words }, () => 'palabra').join(' '),
            Questions: questionsOf(body.questions_quantity),
          },
          body.questions_quantity,
        ),
      );
    }),

    http.post('/exercises/listening', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await request.json();
      return response(201).json(
        generated(
          caller.id,
          body,
          'Listening',
          {
            Title: body.user_input.slice(0, 200),
            Paragraph: `A short announcement about ${body.user_input}.`.slice(0, 10000),
            Questions: questionsOf(body.questions_quantity),
            audio_base64: SILENT_WAV_BASE64,
          },
          body.questions_quantity,
        ),
      );
    }),

    http.get('/exercises/all_exercises', ({ request, query, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      return response(200).json(firstOf(store.exercisesOf(caller.id), query.get('limit'), 500));
    }),

    http.get('/exercises/user_exercises/{userId}', ({ params, query, response }) =>
      response(200).json(firstOf(store.exercisesOf(params.userId), query.get('limit'), 4)),
    ),

    http.get('/exercises/exercise/{id}', ({ params, response }) => {
      const exercise = store.exercise(params.id);
      return exercise ? response(200).json(exercise) : notFound('Exercise');
    }),

    /**
     * Marks each item against the fixture's answer key so solving stories show a score and
     * results; how the server grades (and its feedback) is the server's.
     */
    http.post('/exercises/review_answer', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await request.json();
      const exercise = store.exercise(body.exercise_id);
      if (!exercise) return notFound('Exercise');
      const given = [
        ...(body.user_answer.Exercises ?? []).map(({ id, answer }) => ({ id, text: answer })),
        ...(body.user_answer.Questions ?? []).map(({ id, user_answer }) => ({
          id,
          text: user_answer,
        })),
      ];
      const review = given.map(({ id, text }) => {
        const key = exercise.answer_key?.find((entry) => entry.id === id);
        const accepted = key ? [key.answer, ...(key.accepted ?? [])].map(normalise) : [];
        const is_correct = accepted.includes(normalise(text));
        return {
          id,
          is_correct,
          feedback: is_correct ? 'Correct.' : `Expected: ${key?.answer ?? 'no answer on file'}`,
          tip: is_correct ? 'Well done.' : 'Compare your answer with the expected one.',
        };
      });
      const correct = review.filter((item) => item.is_correct).length;
      const score = review.length ? Math.round((correct / review.length) * 10000) / 100 : 0;
      store.db.answers.push({
        user_id: caller.id,
        record: {
          exercise_id: exercise.id,
          user_answer: body.user_answer,
          score,
          response: review,
          submitted_at: store.nowIso(),
          assignment_id: body.assignment_id ?? null,
        },
      });
      const progress = body.assignment_id && store.progressOf(body.assignment_id, caller.id);
      if (progress) {
        progress.scores.push(score);
        progress.score_timestamp = store.nowIso();
      }
      return response(200).json({
        score,
        response: review,
        exercise_id: exercise.id,
        ...(body.attempt_id ? { attempt_id: body.attempt_id } : {}),
      });
    }),

    http.get('/exercises/user_answer/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const answer = store.answerOf(params.id, caller.id);
      return answer ? response(200).json(answer) : notFound('Answer');
    }),

    http.patch('/exercises/update_exercise/{id}', async ({ request, params, response }) => {
      const exercise = store.exercise(params.id);
      if (!exercise) return notFound('Exercise');
      const { results, answer_key } = await request.json();
      Object.assign(exercise, { results }, answer_key ? { answer_key } : {});
      return response(200).json(exercise);
    }),

    http.patch('/exercises/soft_delete_exercise/{id}', ({ params, response }) =>
      removeExercise(params.id) ? response(204).empty() : notFound('Exercise'),
    ),

    http.delete('/exercises/delete_exercise/{id}', ({ params, response }) =>
      removeExercise(params.id) ? response(204).empty() : notFound('Exercise'),
    ),

    http.get('/exercises/shared/{id}', ({ params, response }) => {
      const exercise = store.exercise(params.id);
      if (!exercise) return notFound('Exercise');
      const { answer_key: _key, ...shared } = exercise;
      return response(200).json(shared);
    }),
  ];
}
