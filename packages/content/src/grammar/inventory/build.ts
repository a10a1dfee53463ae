/** What every language's inventory file builds its points with. */
import type { LanguageCode, Level } from '../../languages';
import { type WritingVariation, writingVariations } from '../../schemas';
import { choices } from '../choice';
import type { MeaningId } from '../meanings';
import type { ChoiceId, ChoicePoint, Mistake, VerbChoice, VerbPoint } from '../point';

/** A point's name in English and the other five languages, in this order. */
export type Names = [en: string, fr: string, de: string, it: string, es: string, pt: string];

export function point(
  language: LanguageCode,
  slug: string,
  levels: Level[],
  [en, fr, de, it, es, pt]: Names,
  meanings: MeaningId[],
  verbs: VerbChoice,
  mistake: Mistake,
  aliases: string[] = [],
): VerbPoint {
  return {
    id: `${language}.${slug}`,
    language,
    levels,
    names: { en, fr, de, it, es, pt },
    aliases,
    meanings,
    verbs,
    mistake,
    variations: writingVariations,
  };
}

/**
 * The present of the verbs the conjugation rule gives, and of those it does not: drilled apart
 * in Spanish, Italian and Portuguese, named alike in every language.
 */
export const regularPresent: { names: Names; aliases: string[] } = {
  names: [
    'present tense of regular verbs',
    'présent des verbes réguliers',
    'Präsens der regelmäßigen Verben',
    'presente dei verbi regolari',
    'presente de los verbos regulares',
    'presente dos verbos regulares',
  ],
  aliases: [
    'regular verbs in the present',
    'present tense regular verbs',
    'present simple regular verbs',
  ],
};
export const irregularPresent: { names: Names; aliases: string[] } = {
  names: [
    'present tense of irregular verbs',
    'présent des verbes irréguliers',
    'Präsens der unregelmäßigen Verben',
    'presente dei verbi irregolari',
    'presente de los verbos irregulares',
    'presente dos verbos irregulares',
  ],
  aliases: ['irregular verbs in the present', 'present tense irregular verbs'],
};

/** A point chosen between two words by a rule (ser/estar, por/para), built by `choice.ts`. */
export function choicePoint(
  language: 'es' | 'pt',
  choice: ChoiceId,
  aliases: string[],
): ChoicePoint {
  const { levels, names, variations } = choices[choice];
  return {
    kind: 'choice',
    id: `${language}.${choice}`,
    language,
    levels,
    names,
    aliases,
    choice,
    variations,
  };
}

export const person: Mistake = { kind: 'person' };
export const auxiliary: Mistake = { kind: 'auxiliary' };
export const order: Mistake = { kind: 'order' };
export const tense = (name: string): Mistake => ({ kind: 'tense', tense: name });
/**
 * A subordinate clause after "ich bin froh," may also open the sentence ("Weil Anna geht, bin ich
 * froh"): a reordering would have two answers, so the point has none.
 */
export const withoutReordering = (point: VerbPoint): VerbPoint => ({
  ...point,
  variations: writingVariations.filter((variation) => variation !== 'Sentence Reordering'),
});

/**
 * The point without the variations whose answer would not be unique: an order to "Léa" translated
 * from English may be "va" or the polite "allez", so it has no Translations.
 */
export const without = (point: VerbPoint, ...excluded: readonly WritingVariation[]): VerbPoint => ({
  ...point,
  variations: point.variations.filter((variation) => !excluded.includes(variation)),
});

/**
 * A command has no statement a transformation could start from without giving the answer's
 * vocative away ("Tú comes" -> "Lucía, come"): the point has no transformation.
 */
export const withoutTransformation = (point: VerbPoint): VerbPoint =>
  without(point, 'Sentence Transformation');

type PointArgs = Parameters<typeof point> extends [unknown, ...infer R] ? R : never;

/** `point` for one language: `const fr = pointsOf('fr')`, then `fr('present', ...)`. */
export const pointsOf =
  (language: LanguageCode) =>
  (...args: PointArgs): VerbPoint =>
    point(language, ...args);
