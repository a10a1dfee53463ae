import { randomInt } from 'node:crypto';
import type { GradableExercise } from '../grading/grading';
import type { Schemas } from '../shared/schemas';

/**
 * Which version of an exercise a new sitting is dealt (issue 32), pure. The exercise itself is
 * version 0 and counts as one. Among the versions the student has not had (all of them once
 * every one was had, but the last one dealt while another is left), the least dealt among the
 * assignment's sittings; a tie is drawn, so students who start together spread over them.
 */
export function chooseVersion(
  available: readonly number[],
  dealt: ReadonlyMap<number, number>,
  had: readonly number[],
  draw: (count: number) => number = (count) => randomInt(0, count),
): number {
  const fresh = available.filter((version) => !had.includes(version));
  const last = had.at(-1);
  const pool =
    fresh.length > 0
      ? fresh
      : available.length > 1
        ? available.filter((version) => version !== last)
        : available;
  const least = Math.min(...pool.map((version) => dealt.get(version) ?? 0));
  const candidates = pool.filter((version) => (dealt.get(version) ?? 0) === least);
  return candidates[draw(candidates.length)] ?? 0;
}

/** What a sitting was dealt of one exercise: a stored version's content, or the exercise's. */
export interface DealtContent {
  version: number;
  results: Schemas['ExerciseResults'] | null;
  answer_key: Schemas['AnswerKey'] | null;
}

/**
 * The exercise as the sitting met it: a stored version's prompts and key over the exercise's
 * (a listening version's recording and text stay the exercise's).
 */
export function asDealtVersion<T extends GradableExercise>(
  exercise: T,
  dealt: DealtContent | undefined,
): T {
  if (!dealt?.results || !dealt.answer_key) return exercise;
  return {
    ...exercise,
    results: { ...exercise.results, ...dealt.results },
    answer_key: dealt.answer_key,
  };
}

/**
 * A student's answer with each item's question as their version put it (the browser sends the
 * question it showed; a stale tab could send the exercise's own): grades and the gradebook show
 * the version's.
 */
export function answerAsDealt(
  exercise: GradableExercise,
  answer: Schemas['UserAnswer'],
): Schemas['UserAnswer'] {
  const prompts =
    (exercise.type === 'Writing' ? exercise.results.Exercises : exercise.results.Questions) ?? [];
  const question = (id: number, asSent: string) => prompts[id - 1] ?? asSent;
  return {
    ...answer,
    ...(answer.Exercises && {
      Exercises: answer.Exercises.map((item) => ({
        ...item,
        question: question(item.id, item.question),
      })),
    }),
    ...(answer.Questions && {
      Questions: answer.Questions.map((item) => ({
        ...item,
        question: question(item.id, item.question),
      })),
    }),
  };
}
