import { attemptCounts, heldAssignment } from '../assignments/queries';
import { ATTEMPT_GRACE_SECONDS, isLate } from '../assignments/rules';
import type { Deps } from '../deps';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { type RouteDefinition, route } from '../http/route';
import { exerciseAccess } from './queries';
import { feedbackLanguageOf, storeReview } from './reviews';

interface Sitting {
  assignmentId?: string;
  attemptId?: string;
}

export function reviewRoutes({ db, engine }: Deps): RouteDefinition[] {
  /**
   * Ties an answer to an assignment: the exercise must belong to it, an attempt must be the
   * caller's and open, and without an attempt the schedule and allowance still apply.
   */
  const sittingFor = async (
    user: AuthUser,
    exerciseId: string,
    assignmentId: string | undefined,
    attemptId: string | undefined,
  ): Promise<Sitting> => {
    if (!assignmentId && !attemptId) return {};
    let resolvedAssignment = assignmentId;
    if (attemptId) {
      const [attempt] = await db.query<{
        assignment_id: string;
        deadline: Date;
        submitted_at: Date | null;
      }>(
        'SELECT assignment_id, deadline, submitted_at FROM assignment_attempts WHERE id = $1 AND user_id = $2',
        [attemptId, user.id],
      );
      if (!attempt || (assignmentId && attempt.assignment_id !== assignmentId))
        throw notFound('Attempt not found');
      if (attempt.submitted_at) throw conflict('This attempt is already finished');
      if (isLate(new Date(), attempt.deadline)) throw conflict('Time is up for this attempt');
      resolvedAssignment = attempt.assignment_id;
    }
    const assignment = await heldAssignment(db, resolvedAssignment as string, user);
    const [inTemplate] = await db.query(
      'SELECT 1 FROM template_exercises WHERE template_id = $1 AND exercise_id = $2',
      [assignment.template_id, exerciseId],
    );
    if (!inTemplate)
      throw unprocessable({ exercise_id: 'This exercise is not part of the assignment' });
    if (!attemptId) {
      if (Date.now() > assignment.schedule.getTime()) throw conflict('This assignment has expired');
      const counts = await attemptCounts(db, assignment.id, user.id, ATTEMPT_GRACE_SECONDS);
      if (counts.submitted >= assignment.attempts)
        throw conflict('You have used all your attempts');
    }
    return { assignmentId: assignment.id, ...(attemptId ? { attemptId } : {}) };
  };

  return [
    route('post', '/exercises/review_answer', async ({ user, body }) => {
      const found = await exerciseAccess(db, body.exercise_id, user.id);
      if (!found) throw notFound('Exercise not found');
      if (!found.isOwner && !found.viaShare && !found.viaAssignment) {
        throw forbidden('This exercise is not shared with you');
      }
      const exercise = found.row;
      if (body.type !== exercise.type)
        throw unprocessable({ type: `This exercise is a ${exercise.type} exercise` });
      const sitting = await sittingFor(user, exercise.id, body.assignment_id, body.attempt_id);
      const result = await engine.review({
        type: exercise.type,
        language: exercise.language,
        level: exercise.level,
        results: exercise.results,
        answer_key: exercise.answer_key,
        user_answer: body.user_answer,
        feedback_language: await feedbackLanguageOf(db, user.id),
      });
      const score = Math.round(result.score * 100) / 100;
      await storeReview(db, {
        userId: user.id,
        exerciseId: exercise.id,
        exerciseType: exercise.type,
        answerKey: exercise.answer_key,
        answers: body.user_answer,
        score,
        response: result.response,
        assignmentId: sitting.assignmentId,
        assignmentAttemptId: sitting.attemptId,
        durationSeconds: body.duration_seconds,
      });
      return {
        status: 200,
        body: {
          score,
          response: result.response,
          exercise_id: exercise.id,
          ...(sitting.attemptId ? { attempt_id: sitting.attemptId } : {}),
        },
      };
    }),
  ];
}
