import type { ExerciseType, Language } from '@lingua/api';
import type { MessageId } from '@lingua/i18n';
import { useCallback } from 'react';
import { useText } from './useText';

const languageKeys: Record<Language, MessageId> = {
  English: 'enums.language.english',
  Spanish: 'enums.language.spanish',
  French: 'enums.language.french',
  German: 'enums.language.german',
  Italian: 'enums.language.italian',
  Portuguese: 'enums.language.portuguese',
};

const exerciseTypeKeys: Record<ExerciseType, MessageId> = {
  Writing: 'enums.exerciseType.writing',
  Reading: 'enums.exerciseType.reading',
  Listening: 'enums.exerciseType.listening',
  Speaking: 'enums.exerciseType.speaking',
};

/** A course language (a room's, a template's) in the reader's language: "Spanish", "Español". */
export function useLanguageName(): (language: string) => string {
  const t = useText();
  return useCallback(
    (language) => {
      const key = languageKeys[language as Language];
      return key ? t(key) : language;
    },
    [t],
  );
}

/** An exercise type in the reader's language: "Reading", "Lectura". */
export function useExerciseTypeName(): (type: string) => string {
  const t = useText();
  return useCallback(
    (type) => {
      const key = exerciseTypeKeys[type as ExerciseType];
      return key ? t(key) : type;
    },
    [t],
  );
}
