import { serverMessage } from '@lingua/i18n/server';
import {
  assignmentExerciseIds,
  findSitting,
  heldAssignment,
  lockHolder,
} from '../assignments/queries';
import { answersRefusal } from '../assignments/rules';
import { assertNotInOpenAssignment, enterSitting } from '../assignments/sittings';
import type { Queryable } from '../db/db';
import type { Deps } from '../deps';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { type RouteDefinition, route } from '../http/route';
import type { Schemas } from '../shared/schemas';
import {
  type ExerciseRow,
  exerciseAccess,
  feedbackLanguageOf,
  gradedInSitting,
  type StoredReview,
  storeReview,
} from './queries';
import { type Grade, gradeAnswer } from './reviewGrading';

type ReviewRequest = Schemas['ReviewRequest'];

export function reviewRoutes({ db, engine }: Deps): RouteDefinition[] {
  /** Grades the answer in the student's feedback language and keeps it (in a sitting, if given). */
  const gradeAndStore = async (
    q: Queryable,
    user: AuthUser,
    exercise: ExerciseRow,
    body: ReviewRequest,
    sitting: Pick<StoredReview, 'assignmentId' | 'assignmentAttemptId'> = {},
  ): Promise<Grade> => {
    const grade = await gradeAnswer(
      engine,
      exercise,
      body.user_answer,
      await feedbackLanguageOf(q, user.id),
    );
    await storeReview(q, {
      userId: user.id,
      exerciseId: exercise.id,
      exerciseType: exercise.type,
      answerKey: exercise.answer_key,
      answers: body.user_answer,
      score: grade.score,
      response: grade.response,
      durationSeconds: body.duration_seconds,
      ...sitting,
    });
    return grade;
  };

  /**
   * An answer inside an assignment belongs to a sitting: the one named (the caller's, still
   * taking answers), else the open one resumed or a new one (the specs' client sends no
   * attempt). Each exercise of a sitting is graded once: asked again, the same grade comes back.
   */
  const reviewInSitting = async (
    user: AuthUser,
    exercise: ExerciseRow,
    body: ReviewRequest,
  ): Promise<Grade & { attemptId: string }> => {
    let assignmentId = body.assignment_id;
    if (body.attempt_id) {
      const named = await findSitting(db, body.attempt_id, user.id);
      if (!named || (assignmentId && named.assignment_id !== assignmentId))
        throw notFound(serverMessage('error.assignments.attemptNotFound'));
      assignmentId = named.assignment_id;
    }
    const assignment = await heldAssignment(db, assignmentId as string, user);
    if (!(await assignmentExerciseIds(db, assignment.template_id)).includes(exercise.id))
      throw unprocessable({ exercise_id: serverMessage('error.exercises.notInAssignment') });
    return db.transaction(async (tx) => {
      let sitting: { id: string };
      if (body.attempt_id) {
        await lockHolder(tx, assignment.id, user.id);
        const named = await findSitting(tx, body.attempt_id, user.id);
        const refusal = named
          ? answersRefusal(named, new Date())
          : serverMessage('error.assignments.attemptNotFound');
        if (!named || refusal)
          throw conflict(refusal ?? serverMessage('error.assignments.attemptNotFound'));
        sitting = named;
      } else {
        sitting = (await enterSitting(tx, assignment, user.id)).sitting;
      }
      const graded = await gradedInSitting(tx, sitting.id, exercise.id);
      if (graded) return { score: graded.score, response: graded.results, attemptId: sitting.id };
      const grade = await gradeAndStore(tx, user, exercise, body, {
        assignmentId: assignment.id,
        assignmentAttemptId: sitting.id,
      });
      return { ...grade, attemptId: sitting.id };
    });
  };

  return [
    route('post', '/exercises/review_answer', async ({ user, body }) => {
      const found = await exerciseAccess(db, body.exercise_id, user.id);
      if (!found) throw notFound(serverMessage('error.exercises.notFound'));
      if (!found.isOwner && !found.viaShare && !found.viaAssignment) {
        throw forbidden(serverMessage('error.exercises.notShared'));
      }
      const exercise = found.row;
      if (body.type !== exercise.type)
        throw unprocessable({
          type: serverMessage('error.exercises.otherType', { type: exercise.type }),
        });
      if (body.assignment_id || body.attempt_id) {
        const graded = await reviewInSitting(user, exercise, body);
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
      await assertNotInOpenAssignment(db, user.id, exercise.id);
      const grade = await gradeAndStore(db, user, exercise, body);
      return {
        status: 200,
        body: { score: grade.score, response: grade.response, exercise_id: exercise.id },
      };
    }),
  ];
}
