import { EXERCISE_TYPES, type ExerciseType, type WritingVariation } from '@lingua/api';
import type { MessageId } from '@lingua/i18n';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../i18n/useText';
import { languageTag } from './languages';

const GENERATION_LANGUAGES = new Set([
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
]);

const VARIATIONS: Record<WritingVariation, MessageId> = {
  'Verb Conjugation Drills': 'exercises.variation.verbConjugation',
  'Correct the Mistakes': 'exercises.variation.correctMistakes',
  'Sentence Transformation': 'exercises.variation.transformation',
  'Fill in the Blanks': 'exercises.variation.fillBlanks',
  'Sentence Reordering': 'exercises.variation.reordering',
  Translations: 'exercises.variation.translations',
};

const TYPES = new Set<string>(EXERCISE_TYPES);

export interface ExerciseNames {
  /** "Spanish" as the interface names it ("Espagnol", "Spanisch"); the data keeps the English name. */
  language(language: string): string;
  /** "Reading" as teachers in the interface language name the skill. */
  type(type: string): string;
  /** A writing variation's name in the interface language. */
  variation(variation: string): string;
}

/**
 * Names of exercise languages, types and variations in the interface language. The six
 * generation languages come from the catalogue; other languages a card may show from
 * Intl.DisplayNames, else as stored.
 */
export function useExerciseNames(): ExerciseNames {
  const t = useText();
  const { locale } = useIntl();
  return useMemo(() => {
    const display = new Intl.DisplayNames(locale, { type: 'language' });
    return {
      language(language) {
        if (GENERATION_LANGUAGES.has(language)) {
          return t(`exercises.language.${language}` as MessageId);
        }
        const tag = languageTag(language);
        const name = tag ? display.of(tag) : undefined;
        return name ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : language;
      },
      type: (type) =>
        TYPES.has(type) ? t(`exercises.type.${type as ExerciseType}` as MessageId) : type,
      variation: (variation) =>
        Object.hasOwn(VARIATIONS, variation)
          ? t(VARIATIONS[variation as WritingVariation])
          : variation,
    };
  }, [t, locale]);
}

/** A text area's counter, "12/1000 characters", in the interface language. */
export function useCharacterCount(): (count: number, max: number) => string {
  const t = useText();
  return useMemo(
    () => (count, max) => t('exercises.characterCount', { count: String(count), max: String(max) }),
    [t],
  );
}
