import { type Credit, scoreOf } from '@lingua/content';
import { serverMessage } from '@lingua/i18n/server';
import { findAssignment } from '../assignments/queries';
import type { Queryable } from '../db/db';
import { conflict, notFound, unprocessable } from '../http/errors';
import type { AuthUser } from '../http/route';
import { requireRoomTeacher } from '../rooms/rules';
import type { Schemas } from '../shared/schemas';
import { findSittingRow, type SittingRow } from './queries';

type ReviewItem = Schemas['ReviewItem'];
type UserAnswer = Schemas['UserAnswer'];

/** A sitting, for the teacher of its room only (404 unknown, 403 anyone else). */
export async function teacherSitting(
  db: Queryable,
  sittingId: string,
  user: AuthUser,
): Promise<SittingRow> {
  const sitting = await findSittingRow(db, sittingId);
  if (!sitting) throw notFound(serverMessage('error.gradebook.sittingNotFound'));
  await requireRoomTeacher(db, sitting.room_id, user);
  return sitting;
}

/** An assignment, for the teacher of its room only. */
export async function teacherAssignment(db: Queryable, assignmentId: string, user: AuthUser) {
  const assignment = await findAssignment(db, assignmentId);
  await requireRoomTeacher(db, assignment.room_id, user);
  return assignment;
}

/** Verdicts are given on finished sittings only: an open one is still being answered. */
export function requireFinished(sitting: Pick<SittingRow, 'submitted_at'>): void {
  if (!sitting.submitted_at) throw conflict(serverMessage('error.gradebook.stillOpen'));
}

export const creditOf: Record<Schemas['Verdict'], Credit> = { correct: 1, half: 0.5, wrong: 0 };

/** An item's credit, for answers graded before credits were stored (correct or not). */
export const itemCredit = (item: ReviewItem): number => item.credit ?? (item.is_correct ? 1 : 0);

/**
 * A teacher's verdict on one item: the item takes the new credit and the comment the student
 * will read, and the answer's score is recomputed the way the grader computes it. A verdict
 * settles an answer the grader left to the teacher (it is no longer to check); `words` replace
 * the grader's feedback and tip where the verdict makes them wrong.
 */
export function applyVerdict(
  review: readonly ReviewItem[],
  itemId: number,
  credit: Credit,
  comment: string,
  at: Date,
  words?: Pick<ReviewItem, 'feedback' | 'tip'>,
): { results: ReviewItem[]; from: number; score: number } | undefined {
  const item = review.find((candidate) => candidate.id === itemId);
  if (!item) return undefined;
  const results = review.map((candidate) => {
    if (candidate.id !== itemId) return candidate;
    const { to_check: _settled, ...rest } = candidate;
    return {
      ...rest,
      ...words,
      credit,
      is_correct: credit === 1,
      teacher_comment: { credit, comment, at: at.toISOString() },
    };
  });
  return { results, from: itemCredit(item), score: scoreOf(results.map(itemCredit)) };
}

/** Whether the grader left this item of the answer to the teacher. */
export const isToCheck = (review: readonly ReviewItem[] | null, itemId: number): boolean =>
  review?.find((item) => item.id === itemId)?.to_check === true;

/** How many answers an item's key may accept besides its own (the contract's bound). */
const MOST_ACCEPTED = 60;

/**
 * The key with `answer` among the item's accepted answers (once); a key already holding as many
 * as it may is refused, so the teacher marks the answer right with a verdict instead.
 */
export function withAccepted(
  key: Schemas['AnswerKey'],
  itemId: number,
  answer: string,
): Schemas['AnswerKey'] {
  return key.map((item) => {
    if (item.id !== itemId) return item;
    const accepted = item.accepted ?? [];
    if (item.answer === answer || accepted.includes(answer)) return item;
    if (accepted.length >= MOST_ACCEPTED || answer.length > 1000)
      throw conflict(serverMessage('error.gradebook.keyFull'));
    return { ...item, accepted: [...accepted, answer] };
  });
}

/** The question of an item: the exercise's prompt, else what the student's answer carried. */
export function itemQuestion(
  prompts: readonly string[] | null,
  answers: UserAnswer | null,
  itemId: number,
): string {
  return (
    prompts?.[itemId - 1] ??
    answers?.Exercises?.find((item) => item.id === itemId)?.question ??
    answers?.Questions?.find((item) => item.id === itemId)?.question ??
    ''
  );
}

/** What the student wrote for an item (empty when they left it blank). */
export function studentAnswer(answers: UserAnswer | null, itemId: number): string {
  return (
    answers?.Exercises?.find((item) => item.id === itemId)?.answer ??
    answers?.Questions?.find((item) => item.id === itemId)?.user_answer ??
    ''
  );
}

/** An extension must give more time than the assignment's own schedule. */
export function extensionRefusal(schedule: string, assignmentSchedule: Date) {
  if (new Date(schedule).getTime() <= assignmentSchedule.getTime())
    throw unprocessable({
      schedule: serverMessage('error.gradebook.extensionTooEarly'),
    });
}

export interface AnalysedAnswer {
  user_id: string;
  exercise_id: string;
  answers: UserAnswer;
  results: ReviewItem[];
  score: number;
  /** The version the sitting was dealt (0: the exercise itself); null when it was dealt none. */
  version?: number | null;
  /** A stored version's prompts and key, as dealt. */
  version_prompts?: string[] | null;
  version_key?: Schemas['AnswerKey'] | null;
}

export interface AnalysedExercise {
  exercise_id: string;
  position: number;
  prompts: string[] | null;
  answer_key: Schemas['AnswerKey'];
}

export interface QuestionStats {
  exercise_id: string;
  position: number;
  item_id: number;
  question: string;
  key: string;
  answered: number;
  share_correct: number | null;
  discrimination: number | null;
  common_wrong_answers: { answer: string; count: number }[];
  check_key: boolean;
  versions?: VersionStats[];
}

export interface VersionStats {
  version: number;
  question: string;
  key: string;
  answered: number;
  share_correct: number | null;
  discrimination: number | null;
  harder: boolean;
}

/** A version this many points of share correct under the rest of its item is flagged harder. */
export const HARDER_BY = 30;

const MOST_COMMON = 3;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Per question, from one sitting per student: the share with full credit, discrimination (share
 * correct in the top third of students by sitting score minus the bottom third; null under three
 * students), the most common wrong answers, and "check the key" when more than half missed it.
 */
export function analyseItems(
  exercises: readonly AnalysedExercise[],
  answers: readonly AnalysedAnswer[],
): { students: number; questions: QuestionStats[] } {
  const byStudent = new Map<string, AnalysedAnswer[]>();
  for (const answer of answers)
    byStudent.set(answer.user_id, [...(byStudent.get(answer.user_id) ?? []), answer]);
  const ranked = [...byStudent.entries()]
    .map(([userId, own]) => ({
      userId,
      score: own.reduce((sum, answer) => sum + answer.score, 0) / own.length,
    }))
    .sort((a, b) => b.score - a.score || a.userId.localeCompare(b.userId));
  const third = Math.floor(ranked.length / 3);
  const top = new Set(ranked.slice(0, third).map((student) => student.userId));
  const bottom = new Set(ranked.slice(ranked.length - third).map((student) => student.userId));

  const questions = exercises.flatMap((exercise) => {
    const given = answers.filter((answer) => answer.exercise_id === exercise.exercise_id);
    return exercise.answer_key.map((key): QuestionStats => {
      const verdicts = given.flatMap((answer) => {
        const item = answer.results.find((candidate) => candidate.id === key.id);
        return item
          ? [
              {
                userId: answer.user_id,
                correct: itemCredit(item) === 1,
                answer: answer.answers,
                version: answer.version ?? null,
              },
            ]
          : [];
      });
      const correct = verdicts.filter((verdict) => verdict.correct).length;
      const shareIn = (group: Set<string>) =>
        verdicts.filter((verdict) => group.has(verdict.userId) && verdict.correct).length /
        group.size;
      const original = given.filter((answer) => !answer.version);
      const versions = [...new Set(given.flatMap((answer) => answer.version ?? []))].sort(
        (a, b) => a - b,
      );
      return {
        exercise_id: exercise.exercise_id,
        position: exercise.position,
        item_id: key.id,
        question: itemQuestion(exercise.prompts, original[0]?.answers ?? null, key.id),
        key: key.answer,
        answered: verdicts.length,
        share_correct: verdicts.length ? round((100 * correct) / verdicts.length, 1) : null,
        discrimination: third > 0 ? round(shareIn(top) - shareIn(bottom), 2) : null,
        common_wrong_answers: mostCommon(
          verdicts
            .filter((verdict) => !verdict.correct)
            .map((verdict) => studentAnswer(verdict.answer, key.id).trim())
            .filter((answer) => answer !== ''),
        ),
        check_key: verdicts.length > 0 && correct * 2 < verdicts.length,
        ...(versions.length > 1 && {
          versions: versions.map((version): VersionStats => {
            const own = verdicts.filter((verdict) => verdict.version === version);
            const rest = verdicts.filter((verdict) => verdict.version !== version);
            const dealt = given.find((answer) => answer.version === version);
            const share = (of: typeof verdicts) =>
              of.length ? (100 * of.filter((verdict) => verdict.correct).length) / of.length : null;
            const ownShare = share(own);
            const restShare = share(rest);
            const inTop = own.some((verdict) => top.has(verdict.userId));
            const inBottom = own.some((verdict) => bottom.has(verdict.userId));
            return {
              version,
              question: itemQuestion(
                version === 0 ? exercise.prompts : (dealt?.version_prompts ?? null),
                dealt?.answers ?? null,
                key.id,
              ),
              key:
                (version === 0 ? exercise.answer_key : dealt?.version_key)?.find(
                  (each) => each.id === key.id,
                )?.answer ?? '',
              answered: own.length,
              share_correct: ownShare === null ? null : round(ownShare, 1),
              discrimination:
                third > 0 && inTop && inBottom
                  ? round(shareAmong(top, own) - shareAmong(bottom, own), 2)
                  : null,
              harder:
                own.length >= 2 &&
                ownShare !== null &&
                restShare !== null &&
                restShare - ownShare >= HARDER_BY,
            };
          }),
        }),
      };
    });
  });
  return { students: ranked.length, questions };
}

/** The share with full credit among the verdicts of a group's students (0 with none). */
function shareAmong(
  group: ReadonlySet<string>,
  verdicts: readonly { userId: string; correct: boolean }[],
): number {
  const inGroup = verdicts.filter((verdict) => group.has(verdict.userId));
  return inGroup.length ? inGroup.filter((verdict) => verdict.correct).length / inGroup.length : 0;
}

/** The most frequent answers, compared case-insensitively, shown as first written. */
function mostCommon(answers: readonly string[]): { answer: string; count: number }[] {
  const counts = new Map<string, { answer: string; count: number }>();
  for (const answer of answers) {
    const key = answer.toLocaleLowerCase();
    const seen = counts.get(key);
    if (seen) seen.count += 1;
    else counts.set(key, { answer, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, MOST_COMMON);
}
