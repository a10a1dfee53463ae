import type { Exercise, ReviewRequest, SpeakingAnswerMarker, UserAnswer } from './api';

/**
 * A speaking item's answer when the student could not record (no microphone, or refused). Typed
 * by the contract rather than read from its values, which every first view would then load.
 */
export const NO_MICROPHONE_ANSWER: SpeakingAnswerMarker = 'no_microphone';

/** The prompts a student answers: writing items, else the questions. */
export function promptsOf(exercise: Exercise): string[] {
  return (
    (exercise.type === 'Writing' ? exercise.results.Exercises : exercise.results.Questions) ?? []
  );
}

export function emptyAnswers(exercise: Exercise): string[] {
  return promptsOf(exercise).map(() => '');
}

/** Every prompt has an answer that is not blank after trimming. */
export function isFullyAnswered(exercise: Exercise, answers: readonly string[]): boolean {
  return promptsOf(exercise).every((_, index) => (answers[index] ?? '').trim() !== '');
}

export function withAnswer(answers: readonly string[], index: number, value: string): string[] {
  const next = [...answers];
  next[index] = value;
  return next;
}

/**
 * The review payload's `user_answer` (learning-content.md section 3): ids are 1-based; a
 * writing answer inside a template carries only `Exercises`.
 */
export function toUserAnswer(
  exercise: Exercise,
  answers: readonly string[],
  { inTemplate = false }: { inTemplate?: boolean } = {},
): UserAnswer {
  const prompts = promptsOf(exercise);
  if (exercise.type === 'Writing') {
    const items = prompts.map((question, index) => ({
      id: index + 1,
      question,
      answer: answers[index] ?? '',
    }));
    const description = exercise.results.Description;
    return inTemplate || description === undefined
      ? { Exercises: items }
      : { Description: description, Exercises: items };
  }
  const questions = prompts.map((question, index) => ({
    id: index + 1,
    question,
    user_answer: answers[index] ?? '',
  }));
  const paragraph = exercise.results.Paragraph;
  return exercise.type === 'Reading' && paragraph !== undefined
    ? { paragraph, Questions: questions }
    : { Questions: questions };
}

/** The answers per prompt held in a saved `user_answer` (the inverse of toUserAnswer). */
export function fromUserAnswer(exercise: Exercise, answer: UserAnswer): string[] {
  const byId = new Map<number, string>(
    exercise.type === 'Writing'
      ? (answer.Exercises ?? []).map((item) => [item.id, item.answer])
      : (answer.Questions ?? []).map((item) => [item.id, item.user_answer]),
  );
  return promptsOf(exercise).map((_, index) => byId.get(index + 1) ?? '');
}

export function toReviewRequest(
  exercise: Exercise,
  answers: readonly string[],
  options: { inTemplate?: boolean; assignmentId?: string; attemptId?: string } = {},
): ReviewRequest {
  return {
    exercise_id: exercise.id,
    type: exercise.type,
    language: exercise.language,
    user_answer: toUserAnswer(exercise, answers, options),
    ...(options.assignmentId ? { assignment_id: options.assignmentId } : {}),
    ...(options.attemptId ? { attempt_id: options.attemptId } : {}),
  };
}

/** The pass mark of both specs. */
export const PASS_MARK = 70;

export function isPassing(score: number): boolean {
  return score >= PASS_MARK;
}

/** Scores may be fractional: at most two decimals, no trailing zeros ("66.67", "80"). */
export function formatScore(score: number): string {
  return String(Math.round(score * 100) / 100);
}
