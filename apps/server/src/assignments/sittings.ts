import type { Engine } from '@lingua/content';
import type { Queryable } from '../db/db';
import {
  exerciseRows,
  feedbackLanguageOf,
  gradedExerciseIds,
  storeReview,
} from '../exercises/queries';
import { blankAnswer, gradeAnswer } from '../exercises/reviewGrading';
import { conflict } from '../http/errors';
import {
  type AssignmentRow,
  assignmentExerciseIds,
  finishSitting,
  heldAssignmentsWithExercise,
  insertSitting,
  lockHolder,
  lockOpenSitting,
  type OwnedSitting,
  savedAnswers,
  sittingsOf,
} from './queries';
import { decideOpen, isOpenToStudent, outsideSittingRefusal, type Sitting } from './rules';

/**
 * Resumes the student's open sitting or starts one, under the lock on their holding (two tabs
 * cannot both start one). Throws 409 when the schedule has passed or no attempt is left.
 */
export async function enterSitting(
  tx: Queryable,
  assignment: AssignmentRow,
  userId: string,
): Promise<{ sitting: Sitting; resumed: boolean }> {
  await lockHolder(tx, assignment.id, userId);
  const decision = decideOpen(new Date(), assignment, await sittingsOf(tx, assignment.id, userId));
  if (decision.kind === 'refuse') throw conflict(decision.detail);
  if (decision.kind === 'resume') return { sitting: decision.sitting, resumed: true };
  return {
    sitting: await insertSitting(tx, assignment.id, userId, assignment.time_limit),
    resumed: false,
  };
}

/**
 * Grades the last saved answer of every exercise the sitting has no grade for yet (blank when
 * nothing was saved), then finishes it. The caller holds the student's lock. Each exercise of a
 * sitting is graded once, so the score comes from the last answer the student saved. False when
 * the sitting was finished already (closing twice counts once).
 */
export async function closeSitting(
  tx: Queryable,
  engine: Engine,
  sitting: OwnedSitting,
  templateId: string,
  at: Date,
  late: boolean,
): Promise<boolean> {
  if (!(await lockOpenSitting(tx, sitting.id))) return false;
  const graded = await gradedExerciseIds(tx, sitting.id);
  const pending = (await assignmentExerciseIds(tx, templateId)).filter((id) => !graded.has(id));
  const saved = new Map((await savedAnswers(tx, sitting.id)).map((row) => [row.exercise_id, row]));
  const feedbackLanguage = await feedbackLanguageOf(tx, sitting.user_id);
  for (const exercise of await exerciseRows(tx, pending)) {
    const answer = saved.get(exercise.id)?.user_answer ?? blankAnswer(exercise);
    const grade = await gradeAnswer(engine, exercise, answer, feedbackLanguage);
    await storeReview(tx, {
      userId: sitting.user_id,
      exerciseId: exercise.id,
      exerciseType: exercise.type,
      answerKey: exercise.answer_key,
      answers: answer,
      score: grade.score,
      response: grade.response,
      assignmentId: sitting.assignment_id,
      assignmentAttemptId: sitting.id,
    });
  }
  return finishSitting(tx, sitting.id, at, late);
}

/**
 * Integrity: an exercise of an assignment still open to the student is answered inside a sitting
 * only; a review outside it would show the key before the graded sitting. Throws 409.
 */
export async function assertNotInOpenAssignment(
  db: Queryable,
  userId: string,
  exerciseId: string,
): Promise<void> {
  const now = new Date();
  for (const assignment of await heldAssignmentsWithExercise(db, userId, exerciseId)) {
    if (isOpenToStudent(now, assignment, await sittingsOf(db, assignment.id, userId)))
      throw conflict(outsideSittingRefusal);
  }
}
