import type { components } from '../../generated/schema';
import { SILENT_WAV_BASE64 } from '../fixtures';
import { forbidden, http, notFound, problem, readBody, readLimit, signedIn } from '../http';
import type { MockStore } from '../store';

type Schemas = components['schemas'];
type Exercise = Schemas['Exercise'];

const GRACE_MS = 60_000;

/** The numbers of `count` items, 1-based as the specs number prompts and questions. */
const numbered = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

function outOfRange(value: number, min: number, max: number) {
  return !Number.isInteger(value) || value < min || value > max;
}

/** The placeholder questions a generated reading or listening exercise asks. */
const questionsOf = (count: number) => numbered(count).map((n) => `Question ${n}?`);

const normalise = (text: string) => text.trim().toLowerCase();

export function exercisesHandlers(store: MockStore) {
  /** Stores and answers a generated exercise with `count` items, as every generation call does. */
  function generated(
    owner: string,
    request: Pick<Schemas['WritingRequest'], 'user_input' | 'language' | 'level'>,
    type: Schemas['ExerciseType'],
    results: Schemas['ExerciseResults'],
    count: number,
  ) {
    const exercise: Exercise = {
      id: store.newId(),
      type,
      language: request.language,
      level: request.level,
      created_at: store.nowIso(),
      user_id: owner,
      engine: 'builtin',
      results,
      answer_key: numbered(count).map((id) => ({
        id,
        answer: `answer ${id}`,
        grammar_topic: request.user_input.slice(0, 100),
      })),
    };
    store.db.exercises.push(exercise);
    return { data: [exercise], type };
  }

  /** The exercise if the caller may read it, else the server's 404/403 answer. */
  function readable(exerciseId: string, callerId: string) {
    const exercise = store.exercise(exerciseId);
    if (!exercise || (exercise.user_id === callerId && store.deletedExercises.has(exercise.id))) {
      return notFound('Exercise');
    }
    if (
      exercise.user_id !== callerId &&
      store.templatesReaching(exercise.id, callerId).length === 0
    ) {
      return forbidden();
    }
    return exercise;
  }

  /** The exercise if the caller owns it, else the server's 404/403 answer. */
  function owned(exerciseId: string, callerId: string) {
    const exercise = store.exercise(exerciseId);
    if (!exercise || store.deletedExercises.has(exerciseId)) return notFound('Exercise');
    return exercise.user_id === callerId ? exercise : forbidden('Only the owner can do this');
  }

  return [
    http.post('/exercises/writing', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['user_input', 'language', 'level', 'quantity']);
      if (body instanceof Response) return body;
      if (outOfRange(body.quantity, 1, 10)) {
        return problem(422, 'Invalid quantity', { quantity: 'Must be between 1 and 10' });
      }
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
      const body = await readBody(request, [
        'user_input',
        'language',
        'level',
        'questions_quantity',
        'quantity_words',
      ]);
      if (body instanceof Response) return body;
      if (outOfRange(body.questions_quantity, 1, 10) || outOfRange(body.quantity_words, 1, 300)) {
        return problem(422, 'Invalid quantities', {
          questions_quantity: 'Must be between 1 and 10',
          quantity_words: 'Must be between 1 and 300',
        });
      }
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
      const body = await readBody(request, [
        'user_input',
        'language',
        'level',
        'questions_quantity',
      ]);
      if (body instanceof Response) return body;
      if (outOfRange(body.questions_quantity, 1, 10)) {
        return problem(422, 'Invalid quantity', { questions_quantity: 'Must be between 1 and 10' });
      }
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
      const limit = readLimit(query.get('limit'), 500, 500);
      return response(200).json(store.exercisesOf(caller.id).slice(0, limit));
    }),

    http.get('/exercises/user_exercises/{userId}', ({ request, params, query, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const teachesThem = store.db.rooms.some(
        (room) => room.teacher_id === caller.id && store.isMember(room.id, params.userId),
      );
      if (params.userId !== caller.id && !teachesThem) return forbidden();
      const limit = readLimit(query.get('limit'), 4, 500);
      return response(200).json(
        store
          .exercisesOf(params.userId)
          .slice(0, limit)
          .map((exercise) => store.exerciseView(exercise, caller.id)),
      );
    }),

    http.get('/exercises/exercise/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const exercise = readable(params.id, caller.id);
      if (exercise instanceof Response) return exercise;
      return response(200).json(store.exerciseView(exercise, caller.id));
    }),

    http.post('/exercises/review_answer', async ({ request, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const body = await readBody(request, ['exercise_id', 'type', 'language', 'user_answer']);
      if (body instanceof Response) return body;
      const exercise = readable(body.exercise_id, caller.id);
      if (exercise instanceof Response) return exercise;

      const attempt = body.attempt_id
        ? store.attempts.find((a) => a.attempt_id === body.attempt_id && a.user_id === caller.id)
        : undefined;
      if (body.attempt_id && !attempt) return notFound('Attempt');
      if (attempt && (attempt.closed || store.now() > Date.parse(attempt.deadline) + GRACE_MS)) {
        return problem(409, 'This attempt is over');
      }

      const given = [
        ...(body.user_answer.Exercises ?? []).map((item) => ({ id: item.id, text: item.answer })),
        ...(body.user_answer.Questions ?? []).map((item) => ({
          id: item.id,
          text: item.user_answer,
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
        ...(attempt ? { attempt_id: attempt.attempt_id } : {}),
      });
    }),

    http.get('/exercises/user_answer/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const answer = store.answerOf(params.id, caller.id);
      if (!answer) return notFound('Answer');
      return response(200).json(answer);
    }),

    http.patch('/exercises/update_exercise/{id}', async ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const exercise = owned(params.id, caller.id);
      if (exercise instanceof Response) return exercise;
      const body = await readBody(request, ['results']);
      if (body instanceof Response) return body;
      exercise.results = body.results;
      if (body.answer_key) exercise.answer_key = body.answer_key;
      return response(200).json(exercise);
    }),

    http.patch('/exercises/soft_delete_exercise/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const exercise = owned(params.id, caller.id);
      if (exercise instanceof Response) return exercise;
      store.deletedExercises.add(exercise.id);
      return response(204).empty();
    }),

    http.delete('/exercises/delete_exercise/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const exercise = owned(params.id, caller.id);
      if (exercise instanceof Response) return exercise;
      if (store.db.templates.some((t) => t.exercises_id_list.includes(exercise.id))) {
        return problem(409, 'A template uses this exercise');
      }
      store.db.exercises = store.db.exercises.filter((e) => e.id !== exercise.id);
      store.db.answers = store.db.answers.filter((a) => a.record.exercise_id !== exercise.id);
      return response(204).empty();
    }),

    http.get('/exercises/shared/{id}', ({ request, params, response }) => {
      const caller = signedIn(store, request);
      if (caller instanceof Response) return caller;
      const exercise = store.exercise(params.id);
      if (!exercise) return notFound('Exercise');
      if (store.templatesReaching(exercise.id, caller.id).length === 0) return forbidden();
      const { answer_key: _hidden, ...shared } = exercise;
      return response(200).json(shared);
    }),
  ];
}
