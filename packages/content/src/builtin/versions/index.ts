import type { Language } from '../../languages';
import { seededRandom } from '../../random';
import type { GeneratedExercise } from '../../schemas';
import { questionVersions } from './questions';
import { writingVersions } from './writing';

/** How many versions of one exercise may be asked for at once. */
export const versionCount = { minimum: 2, maximum: 30 } as const;

export type VersionsOptions = {
  /** How many versions: 2 to 30 (`versionCount`). */
  count: number;
  /** The same seed gives the same versions. */
  seed: number;
  /**
   * The teacher's language, which Translations are written from; read from the exercise when
   * left out (its "Translate from ... into ..." or the words of its sentences).
   */
  instruction_language?: Language;
};

/**
 * Why fewer versions than asked came back (never a version twice, nor one like the original):
 * - `inventory`: the point, topic and level (or the text's questions) allow no more;
 * - `no-question-pool`: a reading or listening text whose questions are not kept (a text made
 *   from data, or a model's): only the built-in bank's texts have a pool of questions;
 * - `no-grammar-point`: a writing item names no point of the inventory (some model exercises).
 */
export type VersionShortfallReason = 'inventory' | 'no-question-pool' | 'no-grammar-point';

export type ExerciseVersions = {
  /**
   * The versions, each a whole exercise with its own answer key as the engine built it: the
   * same type, language, level, title, points, item kinds and number of items as the original,
   * other sentences (writing) or other questions on the same text (reading, listening).
   */
  versions: GeneratedExercise[];
  /** How many were asked. */
  requested: number;
  /**
   * Items (over all versions) that repeat a sentence or question of the original or of another
   * version because the inventory had no other: 0 when every item is new.
   */
  repeatedItems: number;
  /** Set when `versions` holds fewer than `requested`. */
  shortfall?: { made: number; reason: VersionShortfallReason };
};

/**
 * Equivalent versions of an exercise the engine gave (built-in or a model's), made offline by
 * the built-in engine and deterministic for a seed, so each student of a room can sit another.
 * Throws a RangeError when `count` is outside 2-30.
 */
export function makeVersions(
  exercise: GeneratedExercise,
  options: VersionsOptions,
): ExerciseVersions {
  const { count, seed } = options;
  if (!Number.isInteger(count) || count < versionCount.minimum || count > versionCount.maximum) {
    throw new RangeError(
      `Versions: ${versionCount.minimum} to ${versionCount.maximum}, not ${count}`,
    );
  }
  const random = seededRandom(seed);
  const made =
    exercise.type === 'Writing'
      ? writingVersions(exercise, count, random, options.instruction_language)
      : questionVersions(exercise, count, random);
  const versions = made.versions;
  const reason = made.reason ?? 'inventory';
  return {
    versions,
    requested: count,
    repeatedItems: made.repeatedItems,
    ...(versions.length < count ? { shortfall: { made: versions.length, reason } } : {}),
  };
}

/** What a kind of exercise's versions give back before they are counted. */
export type Made = {
  versions: GeneratedExercise[];
  repeatedItems: number;
  reason?: VersionShortfallReason;
};
