import { refusedFeedback, reviewBuiltin } from '@lingua/content';
import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { feedbackLanguageOf, gradedInSitting } from '../grading/queries';
import { conflict, notFound } from '../http/errors';
import type { Schemas } from '../shared/schemas';
import {
  answersNotRightAt,
  correctAnswer,
  type ItemAnswerRow,
  type KeyedExerciseRow,
  lockExerciseKey,
  storeExerciseKey,
} from './queries';
import { applyVerdict, isToCheck, studentAnswer, withAccepted } from './rules';

/**
 * "The teacher decides": an answer the grader could neither prove right nor wrong waits, credited,
 * for the room's teacher. Accepted, it joins the item's accepted answers and every graded answer
 * that the grader now finds right with it is corrected; refused, that answer is wrong. Each change
 * goes through `correctAnswer`, the one path of a corrected grade (the override's audit, the
 * summary tables by trigger).
 */

type Decision = Schemas['ToCheckDecisionRequest']['decision'];

/**
 * The item of `answer` graded again by the built-in grader against `keyItem` alone, in the
 * student's language: the code's verdict, never a model's, so it is the same on every server and
 * can run inside the transaction.
 */
async function regrade(
  db: Queryable,
  exercise: KeyedExerciseRow,
  keyItem: Schemas['AnswerKeyItem'],
  answer: ItemAnswerRow,
): Promise<Schemas['ReviewItem'] | undefined> {
  const feedbackLanguage = await feedbackLanguageOf(db, answer.user_id);
  const { response } = await reviewBuiltin({
    type: exercise.type,
    language: exercise.language,
    level: exercise.level,
    results: exercise.results,
    answer_key: [keyItem],
    user_answer: answer.answers,
    ...(feedbackLanguage ? { feedback_language: feedbackLanguage } : {}),
  });
  return response[0];
}

async function store(
  db: Queryable,
  answer: ItemAnswerRow,
  change: NonNullable<ReturnType<typeof applyVerdict>>,
  itemId: number,
  teacherId: string,
  to: 0 | 1,
) {
  await correctAnswer(db, {
    answerId: answer.id,
    itemId,
    score: change.score,
    results: change.results,
    isCorrect: to === 1,
    teacherId,
    from: change.from,
    to,
    comment: '',
  });
}

/**
 * The teacher's decision on the answer of a finished sitting to one item, inside the caller's
 * transaction. Returns the answer decided on and how many graded answers changed.
 */
export async function decideToCheck(
  tx: Queryable,
  request: {
    sittingId: string;
    exerciseId: string;
    itemId: number;
    decision: Decision;
    teacherId: string;
  },
): Promise<Schemas['ToCheckDecision']> {
  const { sittingId, exerciseId, itemId, decision, teacherId } = request;
  const graded = await gradedInSitting(tx, sittingId, exerciseId);
  if (!graded?.results.some((item) => item.id === itemId))
    throw notFound(serverMessage('error.gradebook.noGradedItem'));
  // The key first, then the answers in one order: two decisions on one exercise queue.
  const exercise = await lockExerciseKey(tx, exerciseId);
  // A recording has no written answer to accept into the key: the teacher grades it instead.
  if (exercise?.type === 'Speaking')
    throw conflict(serverMessage('error.gradebook.speakingRubric'));
  const candidates = await answersNotRightAt(tx, exerciseId, itemId);
  const own = candidates.find((answer) => answer.id === graded.id);
  if (!exercise || !own || !isToCheck(own.results, itemId))
    throw conflict(serverMessage('error.gradebook.notToCheck'));
  const answer = studentAnswer(own.answers, itemId).trim();
  const at = new Date();

  if (decision === 'refuse') {
    const key = exercise.answer_key.find((item) => item.id === itemId)?.answer ?? '';
    const words = refusedFeedback(key, await feedbackLanguageOf(tx, own.user_id));
    const change = applyVerdict(own.results, itemId, 0, '', at, words);
    if (change) await store(tx, own, change, itemId, teacherId, 0);
    return { decision, answer, regraded: 1 };
  }

  const answerKey = withAccepted(exercise.answer_key, itemId, answer);
  const keyItem = answerKey.find((item) => item.id === itemId);
  if (!keyItem) throw notFound(serverMessage('error.gradebook.noGradedItem'));
  await storeExerciseKey(tx, exerciseId, answerKey);
  let regraded = 0;
  for (const candidate of candidates) {
    const verdict = await regrade(tx, exercise, keyItem, candidate);
    const right = verdict?.credit === 1 && !verdict.to_check;
    // The answer decided on is right whatever the grader makes of it now: the teacher said so.
    if (!right && candidate !== own) continue;
    const words = right && verdict ? { feedback: verdict.feedback, tip: verdict.tip } : undefined;
    const change = applyVerdict(candidate.results, itemId, 1, '', at, words);
    if (!change) continue;
    await store(tx, candidate, change, itemId, teacherId, 1);
    regraded += 1;
  }
  return { decision, answer, regraded };
}
