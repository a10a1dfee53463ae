import { gradedSpeakingFeedback, SPEAKING_CRITERIA, scoreOf } from '@lingua/content';
import { serverMessage } from '@lingua/i18n/server';
import type { Queryable } from '../db/db';
import { feedbackLanguageOf, gradedInSitting } from '../grading/queries';
import { notFound, unprocessable } from '../http/errors';
import type { Schemas } from '../shared/schemas';
import {
  correctAnswer,
  type SittingExerciseRow,
  type SittingRow,
  sittingExercises,
} from './queries';
import { itemCredit } from './rules';

/**
 * "Graded on the rubric": the teacher gives each criterion of a spoken answer 0 to 4 points; the
 * item's credit is the points' share, stored like a verdict through `correctAnswer` (the audit,
 * the summaries by trigger), the scores beside it.
 */

type Criterion = Schemas['SpeakingCriterion'];
type Scores = Schemas['RubricScores'];

/** The most points a criterion earns. */
export const MOST_POINTS = 4;

/**
 * The criteria a speaking exercise's items are graded on in a template: those of the exercise
 * (all five when it names none) that the template chose; all of the exercise's when the template
 * chose none, or none of them.
 */
export function rubricCriteria(
  templateCriteria: readonly Criterion[] | null,
  exerciseCriteria: readonly Criterion[] | null | undefined,
): Criterion[] {
  const own = exerciseCriteria?.length ? exerciseCriteria : SPEAKING_CRITERIA;
  const chosen = templateCriteria ? own.filter((c) => templateCriteria.includes(c)) : own;
  return [...(chosen.length > 0 ? chosen : own)];
}

/** Every criterion given a whole number of points from 0 to 4, and no other criterion. */
export function rubricRefusal(scores: Scores, criteria: readonly Criterion[]): void {
  const named = Object.keys(scores);
  const valid =
    named.length === criteria.length &&
    criteria.every((criterion) => {
      const points = scores[criterion];
      return Number.isInteger(points) && points !== undefined && points >= 0 && points <= 4;
    });
  if (!valid) throw unprocessable({ scores: serverMessage('error.gradebook.rubricCriteria') });
}

/** The points' share of the most the criteria could earn, to four decimal places. */
export function rubricCredit(scores: Scores, criteria: readonly Criterion[]): number {
  const points = criteria.reduce((sum, criterion) => sum + (scores[criterion] ?? 0), 0);
  return Math.round((points / (MOST_POINTS * criteria.length)) * 10_000) / 10_000;
}

/** The speaking exercise of the sitting with the criteria its items are graded on. */
export function withCriteria(exercise: SittingExerciseRow): Criterion[] | undefined {
  return exercise.type === 'Speaking'
    ? rubricCriteria(exercise.template_criteria, exercise.exercise_criteria)
    : undefined;
}

/** The teacher's grading of one spoken answer of a finished sitting, inside the transaction. */
export async function gradeOnRubric(
  tx: Queryable,
  sitting: SittingRow,
  request: Schemas['RubricRequest'] & { teacherId: string },
): Promise<void> {
  const { exercise_id: exerciseId, item_id: itemId, scores, teacherId } = request;
  const answer = await gradedInSitting(tx, sitting.id, exerciseId, { forUpdate: true });
  const item = answer?.results.find((candidate) => candidate.id === itemId);
  const exercise = (await sittingExercises(tx, sitting.id, sitting.template_id)).find(
    (candidate) => candidate.exercise_id === exerciseId,
  );
  if (!answer || !item || !exercise) throw notFound(serverMessage('error.gradebook.noGradedItem'));
  const criteria = withCriteria(exercise);
  if (!criteria) throw unprocessable({ exercise_id: serverMessage('error.gradebook.notSpeaking') });
  rubricRefusal(scores, criteria);
  const reply = request.reply_recording_id;
  if (reply && !(await isReplyTo(tx, reply, { attemptId: sitting.id, exerciseId, itemId })))
    throw notFound(serverMessage('error.gradebook.noReply'));

  const credit = rubricCredit(scores, criteria);
  const comment = request.comment?.trim() ?? '';
  const rubric: Schemas['Rubric'] = { scores, ...(reply ? { reply_recording_id: reply } : {}) };
  const points = criteria.reduce((sum, criterion) => sum + (scores[criterion] ?? 0), 0);
  const feedback = gradedSpeakingFeedback(
    points,
    MOST_POINTS * criteria.length,
    await feedbackLanguageOf(tx, sitting.user_id),
  );
  const results = answer.results.map((candidate): Schemas['ReviewItem'] => {
    if (candidate.id !== itemId) return candidate;
    const { to_check: _graded, ...rest } = candidate;
    return {
      ...rest,
      credit,
      is_correct: credit === 1,
      feedback,
      tip: '',
      teacher_comment: { credit, comment, at: new Date().toISOString() },
      rubric,
    };
  });
  await correctAnswer(tx, {
    answerId: answer.id,
    itemId,
    score: scoreOf(results.map(itemCredit)),
    results,
    isCorrect: credit === 1,
    teacherId,
    from: itemCredit(item),
    to: credit,
    comment,
    rubric,
  });
}

/**
 * Whether `id` is the teacher's recorded reply to that item of that sitting (read here, beside
 * the grade that names it: the recordings area answers the calls and needs the gradebook's rules).
 */
async function isReplyTo(
  db: Queryable,
  id: string,
  slot: { attemptId: string; exerciseId: string; itemId: number },
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM recordings
     WHERE id = $1 AND kind = 'reply' AND attempt_id = $2 AND exercise_id = $3 AND item_id = $4`,
    [id, slot.attemptId, slot.exerciseId, slot.itemId],
  );
  return rows.length > 0;
}
