import { bankFor } from '../../data/banks';
import { languageCodes } from '../../languages';
import { type Random, shuffle } from '../../random';
import type { GeneratedExercise } from '../../schemas';
import { excerptShown, type Question, questionKeys } from '../excerpt';
import { type PassageUse, textsFor } from '../passage';
import type { Made } from '.';

/**
 * Every question the text answers: the text is an excerpt of a bank passage (as a reading or a
 * listening has it), and each paragraph of the passage comes with the questions it answers.
 * Undefined for a text the bank does not hold (made from data, or a model's).
 */
function poolOf(exercise: GeneratedExercise): Question[] | undefined {
  const code = languageCodes[exercise.language];
  const { Title: title, Paragraph: shown } = exercise.results;
  if (!shown) return undefined;
  const uses: PassageUse[] =
    exercise.type === 'Listening' ? ['Listening', 'Reading'] : ['Reading', 'Listening'];
  for (const passage of bankFor(code).passages.filter((p) => p.title === title)) {
    for (const use of uses) {
      const text = textsFor(code, passage.band, passage.topic, use).find(
        (candidate) => candidate.title === title,
      );
      const excerpt = text && excerptShown(text.paragraphs, shown);
      if (excerpt) return excerpt.questions;
    }
  }
  return undefined;
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/**
 * Versions of a reading or listening: the same text (and recording), other questions of its
 * pool, those asked least so far first, in the order of the text; keyed from the same data as
 * the original's.
 */
export function questionVersions(exercise: GeneratedExercise, count: number, random: Random): Made {
  const pool = poolOf(exercise);
  if (!pool) return { versions: [], repeatedItems: 0, reason: 'no-question-pool' };
  const wanted = exercise.answer_key.length;
  const asked = new Set(exercise.results.Questions ?? []);
  const uses = pool.map(([question]): number => (asked.has(question) ? 1 : 0));
  const fingerprintOf = (chosen: readonly number[]) => chosen.join(' ');
  const fingerprints = new Set([
    fingerprintOf(pool.flatMap((_, index) => (uses[index] ? [index] : []))),
  ]);
  const possible = binomial(pool.length, wanted);
  const grammarTopic = exercise.answer_key[0]?.grammar_topic ?? `${exercise.type} comprehension`;

  const versions: GeneratedExercise[] = [];
  let repeatedItems = 0;
  while (versions.length < count && fingerprints.size < possible) {
    let chosen: number[] | undefined;
    // The least asked first; then any draw, as the last combinations are found by chance.
    for (let tries = 0; tries < 20 && !chosen; tries++) {
      const order = shuffle(
        pool.map((_, index) => index),
        random,
      );
      if (tries === 0) order.sort((a, b) => (uses[a] ?? 0) - (uses[b] ?? 0));
      const drawn = order.slice(0, wanted).sort((a, b) => a - b);
      if (!fingerprints.has(fingerprintOf(drawn))) chosen = drawn;
    }
    if (!chosen) break;
    fingerprints.add(fingerprintOf(chosen));
    const questions = chosen.map((index) => pool[index] as Question);
    for (const index of chosen) {
      if ((uses[index] ?? 0) > 0) repeatedItems++;
      uses[index] = (uses[index] ?? 0) + 1;
    }
    const { verification: _, ...original } = exercise;
    versions.push({
      ...original,
      results: { ...exercise.results, Questions: questions.map(([question]) => question) },
      answer_key: questionKeys(questions, grammarTopic),
      engine: 'builtin',
    });
  }
  return { versions, repeatedItems };
}
