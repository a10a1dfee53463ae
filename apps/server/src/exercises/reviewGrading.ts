import type { Engine, FeedbackLanguage } from '@lingua/content';
import type { Schemas } from '../shared/schemas';
import type { ExerciseRow } from './queries';

export interface Grade {
  /** Percent, two decimals. */
  score: number;
  response: Schemas['ReviewItem'][];
}

/**
 * Grades one answer to an exercise with the engine (built-in or the configured model), the
 * feedback written in the student's interface language.
 */
export async function gradeAnswer(
  engine: Engine,
  exercise: ExerciseRow,
  answer: Schemas['UserAnswer'],
  feedbackLanguage?: FeedbackLanguage,
): Promise<Grade> {
  const result = await engine.review({
    type: exercise.type,
    language: exercise.language,
    level: exercise.level,
    results: exercise.results,
    answer_key: exercise.answer_key,
    user_answer: answer,
    feedback_language: feedbackLanguage,
  });
  return { score: Math.round(result.score * 100) / 100, response: result.response };
}

/** What a student who typed nothing for an exercise handed in: every prompt blank. */
export function blankAnswer(exercise: ExerciseRow): Schemas['UserAnswer'] {
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
