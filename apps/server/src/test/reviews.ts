import type { Db } from '../db/db';
import { storeReview } from '../grading/queries';

/**
 * Stores a graded answer as review_answer does, with chosen outcomes per item (the engine's
 * own grading is tested in @lingua/content), for tests of scores and analytics.
 */
export function recordReview(
  db: Db,
  review: {
    userId: string;
    exerciseId: string;
    type?: 'Writing' | 'Reading' | 'Listening';
    assignmentId?: string;
    /** The sitting the answer was given in (a sitting grades the exercises it has no answer for). */
    attemptId?: string;
    correct: boolean[];
    durationSeconds?: number;
    topics?: string[];
  },
) {
  const score = (100 * review.correct.filter(Boolean).length) / review.correct.length;
  return storeReview(db, {
    userId: review.userId,
    exerciseId: review.exerciseId,
    exerciseType: review.type ?? 'Reading',
    answerKey: review.correct.map((_, index) => ({
      id: index + 1,
      answer: 'x',
      grammar_topic: review.topics?.[index] ?? `Topic ${index + 1}`,
    })),
    answers: {
      Questions: review.correct.map((_, index) => ({
        id: index + 1,
        question: 'q',
        user_answer: 'a',
      })),
    },
    score,
    response: review.correct.map((is_correct, index) => ({
      id: index + 1,
      is_correct,
      feedback: '',
      tip: '',
    })),
    assignmentId: review.assignmentId,
    assignmentAttemptId: review.attemptId,
    durationSeconds: review.durationSeconds,
  });
}
