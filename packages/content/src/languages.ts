import * as contract from '@lingua/api/contract';

/** The six languages Lingua teaches, spelled as the API spells them. */
export const languages = contract.Language.enum;
export type Language = (typeof languages)[number];

export const levels = contract.Level.enum;
export type Level = (typeof levels)[number];

/** The curated bank is kept per band of two CEFR levels: A1-A2, B1-B2, C1-C2. */
export type Band = 'A' | 'B' | 'C';

export const languageCodes = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
} as const satisfies Record<Language, string>;
export type LanguageCode = (typeof languageCodes)[Language];

export function bandOf(level: Level): Band {
  return level[0] as Band;
}
