import type { Deps } from '../deps';
import { conflict, forbidden, notFound } from '../http/errors';
import type { AuthUser } from '../http/route';
import { type RouteDefinition, route } from '../http/route';
import type { Schemas } from '../shared/schemas';
import { iso } from '../shared/time';
import {
  exerciseAccess,
  listExercises,
  listExercisesAnsweredFor,
  teachesUser,
  toExercise,
} from './queries';

const NOT_FOUND = 'Exercise not found';

export function exerciseRoutes({ db }: Deps): RouteDefinition[] {
  const access = async (exerciseId: string, user: AuthUser) => {
    const found = await exerciseAccess(db, exerciseId, user.id);
    if (!found) throw notFound(NOT_FOUND);
    return found;
  };
  const owned = async (exerciseId: string, user: AuthUser) => {
    const found = await access(exerciseId, user);
    if (!found.isOwner) throw forbidden('Only the owner of this exercise can do this');
    return found.row;
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
      if (!(await teachesUser(db, user.id, params.userId))) {
        throw forbidden("You can only see your own or your students' exercises");
      }
      // A teacher sees only what the pupil answered in this teacher's own assignments.
      const rows = await listExercisesAnsweredFor(db, user.id, params.userId, limit);
      return { status: 200, body: rows.map((row) => toExercise(row, user.id)) };
    }),

    route('get', '/exercises/exercise/{id}', async ({ user, params }) => {
      const found = await access(params.id, user);
      if (!found.isOwner && !found.viaShare && !found.viaAssignment) {
        throw forbidden('This exercise is not shared with you');
      }
      return { status: 200, body: toExercise(found.row, user.id) };
    }),

    route('get', '/exercises/shared/{id}', async ({ user, params }) => {
      const found = await access(params.id, user);
      if (!found.viaShare && !found.isOwner)
        throw forbidden('This exercise is not shared with you');
      const { answer_key: _key, ...exercise } = toExercise(found.row, user.id);
      return { status: 200, body: exercise };
    }),

    route('patch', '/exercises/update_exercise/{id}', async ({ user, params, body }) => {
      await owned(params.id, user);
      await db.query(
        `UPDATE exercises SET results = $2, answer_key = coalesce($3::jsonb, answer_key), updated_at = now()
         WHERE id = $1`,
        [
          params.id,
          JSON.stringify(body.results),
          body.answer_key ? JSON.stringify(body.answer_key) : null,
        ],
      );
      return { status: 200, body: toExercise((await access(params.id, user)).row, user.id) };
    }),

    route('patch', '/exercises/soft_delete_exercise/{id}', async ({ user, params }) => {
      await owned(params.id, user);
      await db.query(
        'UPDATE exercises SET deleted_at = coalesce(deleted_at, now()) WHERE id = $1',
        [params.id],
      );
      return { status: 204 };
    }),

    route('delete', '/exercises/delete_exercise/{id}', async ({ user, params }) => {
      await owned(params.id, user);
      const [used] = await db.query(
        'SELECT 1 FROM template_exercises WHERE exercise_id = $1 LIMIT 1',
        [params.id],
      );
      if (used)
        throw conflict(
          'A template uses this exercise; remove it from the template or hide it instead',
        );
      await db.query('DELETE FROM exercises WHERE id = $1', [params.id]);
      return { status: 204 };
    }),

    route('get', '/exercises/user_answer/{id}', async ({ user, params }) => {
      const [row] = await db.query<{
        answers: Schemas['UserAnswer'];
        score: number;
        results: Schemas['ReviewItem'][];
        submitted_at: Date;
        assignment_id: string | null;
      }>(
        `SELECT answers, score::float8 AS score, results, submitted_at, assignment_id
         FROM attempts WHERE user_id = $1 AND exercise_id = $2
         ORDER BY submitted_at DESC LIMIT 1`,
        [user.id, params.id],
      );
      if (!row) throw notFound('You have not answered this exercise yet');
      return {
        status: 200,
        body: {
          exercise_id: params.id,
          user_answer: row.answers,
          score: row.score,
          response: row.results,
          submitted_at: iso(row.submitted_at),
          assignment_id: row.assignment_id,
        },
      };
    }),
  ];
}
