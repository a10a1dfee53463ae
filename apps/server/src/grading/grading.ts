import type { Engine } from '@lingua/content';
import type { Db, Queryable } from '../db/db';
import type { Language, Level, Schemas } from '../shared/schemas';
import {
  feedbackLanguageOf,
  gradedInSitting,
  lockSittingGrades,
  type StoredReview,
  storeReview,
} from './queries';

/**
 * The grading service, below the exercises and assignments areas: grade an answer in the
 * student's feedback language (a model call: never inside a transaction), then store it, once
 * per exercise of a sitting.
 */

/** What grading needs of an exercise: its kind, language, level, items and keys. */
export interface GradableExercise {
  id: string;
  type: Schemas['ExerciseType'];
  language: Language;
  level: Level;
  results: Schemas['ExerciseResults'];
  answer_key: Schemas['AnswerKey'];
}

export interface Grade {
  /** Percent, two decimals. */
  score: number;
  response: Schemas['ReviewItem'][];
}

/**
 * Grades one answer with the engine (built-in or the configured model), the feedback in the
 * student's interface language. Holds no transaction and no connection while the engine works.
 */
export async function gradeAnswer(
  db: Queryable,
  engine: Engine,
  userId: string,
  exercise: GradableExercise,
  answer: Schemas['UserAnswer'],
): Promise<Grade> {
  const result = await engine.review({
    type: exercise.type,
    language: exercise.language,
    level: exercise.level,
    results: exercise.results,
    answer_key: exercise.answer_key,
    user_answer: answer,
    feedback_language: await feedbackLanguageOf(db, userId),
  });
  return { score: Math.round(result.score * 100) / 100, response: result.response };
}

/** What a student who typed nothing for an exercise handed in: every prompt blank. */
export function blankAnswer(exercise: GradableExercise): Schemas['UserAnswer'] {
  if (exercise.type === 'Writing')
    return {
      Exercises: (exercise.results.Exercises ?? []).map((question, index) => ({
        id: index + 1,
        question,
        answer: '',
      })),
    };
  return {
    Questions: (exercise.results.Questions ?? []).map((question, index) => ({
      id: index + 1,
      question,
      user_answer: '',
    })),
  };
}

/** The stored review of a graded answer of `userId` to `exercise`. */
export function reviewOf(
  userId: string,
  exercise: GradableExercise,
  answers: Schemas['UserAnswer'],
  grade: Grade,
  extra: Pick<StoredReview, 'assignmentId' | 'durationSeconds'> = {},
): StoredReview {
  return {
    userId,
    exerciseId: exercise.id,
    exerciseType: exercise.type,
    answerKey: exercise.answer_key,
    answers,
    score: grade.score,
    response: grade.response,
    ...extra,
  };
}

/** Keeps a practice answer (outside any sitting), in one short transaction. */
export async function storePractice(db: Db, review: StoredReview): Promise<void> {
  await db.transaction((tx) => storeReview(tx, review));
}

/**
 * Keeps the graded answer of an exercise in a sitting unless it has one already, inside the
 * caller's transaction: the grade kept is returned, so an exercise of a sitting is graded once
 * however many answers to it were graded meanwhile.
 */
export async function storeInSittingOnce(
  tx: Queryable,
  sittingId: string,
  review: StoredReview,
): Promise<Grade> {
  await lockSittingGrades(tx, sittingId);
  const graded = await gradedInSitting(tx, sittingId, review.exerciseId);
  if (graded) return { score: graded.score, response: graded.results };
  await storeReview(tx, { ...review, assignmentAttemptId: sittingId });
  return { score: review.score, response: review.response };
}
