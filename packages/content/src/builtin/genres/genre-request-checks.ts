/**
 * What every test of a genre checks of a teacher's request (postcard, biography, city guide):
 * ten requests give texts without a notice, at least five of them different, and a student who
 * writes the keys gets 100 from the project's grader. Test support only: the engine does not
 * import it.
 */
import { expect } from 'vitest';
import { reviewBuiltin } from '../../grading/review';
import type { Language, Level } from '../../languages';
import { seededRandom } from '../../random';
import type { GeneratedExercise } from '../../schemas';
import { generateReading } from '../reading';

export async function expectTenDistinctTextsKeyedRight(
  request: { user_input: string; language: Language; level: Level },
  each: (exercise: GeneratedExercise) => void = () => {},
): Promise<void> {
  const texts = new Set<string>();
  for (let seed = 1; seed <= 10; seed++) {
    const exercise = generateReading(
      { ...request, questions_quantity: 5, quantity_words: 120 },
      seededRandom(seed),
    );
    expect(exercise.notices).toBeUndefined();
    each(exercise);
    texts.add(exercise.results.Paragraph ?? '');
    if (seed > 1) continue;
    const Questions = (exercise.results.Questions ?? []).map((question, index) => ({
      id: index + 1,
      question,
      user_answer: exercise.answer_key[index]?.answer ?? '',
    }));
    const review = await reviewBuiltin({ ...exercise, user_answer: { Questions } });
    expect(review.score).toBe(100);
  }
  expect(texts.size).toBeGreaterThanOrEqual(5);
}
