import { serverMessage } from '@lingua/i18n/server';
import { refusePracticeWhileOpen, reviewInSitting } from '../assignments/sittings';
import type { Deps } from '../deps';
import { gradeAnswer, reviewOf, storePractice } from '../grading/grading';
import { unprocessable } from '../http/errors';
import { type RouteDefinition, route } from '../http/route';
import { requireReadableExercise } from './rules';

/**
 * POST /exercises/review_answer, HTTP only: an answer inside an assignment is graded in its
 * sitting (assignments/sittings.ts); any other is practice, graded and kept, unless the exercise
 * belongs to an assignment still open in one of the caller's rooms.
 */
export function reviewRoutes({ db, engine }: Deps): RouteDefinition[] {
  return [
    route('post', '/exercises/review_answer', async ({ user, body }) => {
      const exercise = await requireReadableExercise(db, body.exercise_id, user);
      if (body.type !== exercise.type)
        throw unprocessable({
          type: serverMessage('error.exercises.otherType', { type: exercise.type }),
        });
      if (body.assignment_id || body.attempt_id) {
        const graded = await reviewInSitting(db, engine, user, exercise, body, {
          assignmentId: body.assignment_id,
          attemptId: body.attempt_id,
        });
        return {
          status: 200,
          body: {
            score: graded.score,
            response: graded.response,
            exercise_id: exercise.id,
            attempt_id: graded.attemptId,
          },
        };
      }
      if (exercise.user_id !== user.id) await refusePracticeWhileOpen(db, user.id, exercise.id);
      const grade = await gradeAnswer(db, engine, user.id, exercise, body.user_answer);
      await storePractice(
        db,
        reviewOf(user.id, exercise, body.user_answer, grade, {
          durationSeconds: body.duration_seconds,
        }),
      );
      return {
        status: 200,
        body: { score: grade.score, response: grade.response, exercise_id: exercise.id },
      };
    }),
  ];
}
