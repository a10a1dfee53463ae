import { type GeneratedExercise, noticeOf } from '@lingua/content';
import type { Locale } from '@lingua/i18n';
import { serverMessage } from '@lingua/i18n/server';
import type { Deps } from '../deps';
import { callerLocale } from '../http/callerLocale';
import { forbidden, notFound } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { generate } from './generation';
import { toAnswerRecord, toExercise, toSharedExercise } from './mappers';
import {
  deleteExercise,
  insertExercise,
  latestAnswer,
  listExercises,
  listExercisesAnsweredFor,
  softDeleteExercise,
  textTitlesHad,
  updateExerciseContent,
} from './queries';
import {
  mayReadWorkOf,
  requireDeletable,
  requireOwnExercise,
  requireReadableExercise,
  requireSharedExercise,
} from './rules';

export function exerciseRoutes({ db, engine }: Deps): RouteDefinition[] {
  const store = async (userId: string, exercise: GeneratedExercise, locale: Locale) => {
    const row = await insertExercise(db, userId, exercise);
    // What the engine says about the exercise goes to the teacher once, in their language, not
    // into the database.
    const notice = noticeOf(exercise, locale);
    const verification = exercise.verification ? { verification: exercise.verification } : {};
    return {
      status: 201 as const,
      body: {
        data: [toExercise(row, userId)],
        type: row.type,
        ...(notice ? { notice } : {}),
        ...verification,
      },
    };
  };

  return [
    route('get', '/exercises/all_exercises', async ({ user, query }) => ({
      status: 200,
      body: (await listExercises(db, user.id, query.limit ?? 500)).map((row) =>
        toExercise(row, user.id),
      ),
    })),

    route('get', '/exercises/user_exercises/{userId}', async ({ user, params, query }) => {
      const limit = query.limit ?? 4;
      if (params.userId === user.id) {
        const rows = await listExercises(db, user.id, limit);
        return { status: 200, body: rows.map((row) => toExercise(row, user.id)) };
      }
      if (!(await mayReadWorkOf(db, user, params.userId))) {
        throw forbidden(serverMessage('error.exercises.othersWork'));
      }
      // A teacher sees only what the pupil answered in this teacher's own assignments.
      const rows = await listExercisesAnsweredFor(db, user.id, params.userId, limit);
      return { status: 200, body: rows.map((row) => toExercise(row, user.id)) };
    }),

    route('get', '/exercises/exercise/{id}', async ({ user, params }) => ({
      status: 200,
      body: toExercise(await requireReadableExercise(db, params.id, user), user.id),
    })),

    route('get', '/exercises/shared/{id}', async ({ user, params }) => ({
      status: 200,
      body: toSharedExercise(await requireSharedExercise(db, params.id, user), user.id),
    })),

    route('patch', '/exercises/update_exercise/{id}', async ({ user, params, body }) => {
      await requireOwnExercise(db, params.id, user);
      await updateExerciseContent(db, params.id, body.results, body.answer_key);
      return {
        status: 200,
        body: toExercise(await requireOwnExercise(db, params.id, user), user.id),
      };
    }),

    route('patch', '/exercises/soft_delete_exercise/{id}', async ({ user, params }) => {
      await requireOwnExercise(db, params.id, user);
      await softDeleteExercise(db, params.id);
      return { status: 204 };
    }),

    route('delete', '/exercises/delete_exercise/{id}', async ({ user, params }) => {
      await requireOwnExercise(db, params.id, user);
      await requireDeletable(db, params.id);
      await deleteExercise(db, params.id);
      return { status: 204 };
    }),

    route('get', '/exercises/user_answer/{id}', async ({ user, params }) => {
      const row = await latestAnswer(db, user.id, params.id);
      if (!row) throw notFound(serverMessage('error.exercises.notAnswered'));
      return { status: 200, body: toAnswerRecord(params.id, row) };
    }),

    route('post', '/exercises/writing', async ({ user, body, request }) => {
      const locale = callerLocale(request);
      return store(user.id, await generate(engine, { type: 'Writing', ...body }, locale), locale);
    }),
    // The texts the teacher has had at this language and level go to the engine, which gives
    // another while it has one.
    route('post', '/exercises/reading', async ({ user, body, request }) => {
      const locale = callerLocale(request);
      const avoid = await textTitlesHad(db, user.id, 'Reading', body.language, body.level);
      const exercise = await generate(engine, { type: 'Reading', ...body, avoid }, locale);
      return store(user.id, exercise, locale);
    }),
    route('post', '/exercises/listening', async ({ user, body, request }) => {
      const locale = callerLocale(request);
      const avoid = await textTitlesHad(db, user.id, 'Listening', body.language, body.level);
      const exercise = await generate(engine, { type: 'Listening', ...body, avoid }, locale);
      return store(user.id, exercise, locale);
    }),
    route('post', '/exercises/speaking', async ({ user, body, request }) => {
      const locale = callerLocale(request);
      return store(user.id, await generate(engine, { type: 'Speaking', ...body }, locale), locale);
    }),
  ];
}
