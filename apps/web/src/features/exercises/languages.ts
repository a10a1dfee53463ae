/**
 * The languages the exercise cards know: their BCP 47 tag (for `lang`, so screen readers read
 * Spanish as Spanish) and a flag. Generation offers six; cards show about twenty, since
 * exercises can also come from elsewhere (shared templates, older data).
 */
const LANGUAGES: Record<string, { tag: string; flag: string }> = {
  English: { tag: 'en', flag: '🇬🇧' },
  Spanish: { tag: 'es', flag: '🇪🇸' },
  French: { tag: 'fr', flag: '🇫🇷' },
  German: { tag: 'de', flag: '🇩🇪' },
  Italian: { tag: 'it', flag: '🇮🇹' },
  Portuguese: { tag: 'pt', flag: '🇵🇹' },
  Dutch: { tag: 'nl', flag: '🇳🇱' },
  Russian: { tag: 'ru', flag: '🇷🇺' },
  Chinese: { tag: 'zh', flag: '🇨🇳' },
  Japanese: { tag: 'ja', flag: '🇯🇵' },
  Korean: { tag: 'ko', flag: '🇰🇷' },
  Arabic: { tag: 'ar', flag: '🇸🇦' },
  Hindi: { tag: 'hi', flag: '🇮🇳' },
  Turkish: { tag: 'tr', flag: '🇹🇷' },
  Polish: { tag: 'pl', flag: '🇵🇱' },
  Swedish: { tag: 'sv', flag: '🇸🇪' },
  Greek: { tag: 'el', flag: '🇬🇷' },
  Catalan: { tag: 'ca', flag: '🏴' },
  Ukrainian: { tag: 'uk', flag: '🇺🇦' },
  Norwegian: { tag: 'no', flag: '🇳🇴' },
};

/** The `lang` attribute for content in `language`; undefined (inherit) when unknown. */
export function languageTag(language: string): string | undefined {
  return LANGUAGES[language]?.tag;
}

/** The flag shown beside a language name; a globe for languages without one. */
export function languageFlag(language: string): string {
  return LANGUAGES[language]?.flag ?? '🌐';
}

/** Right-to-left scripts among the known languages, for `dir` on their content. */
export function languageDirection(language: string): 'rtl' | undefined {
  return languageTag(language) === 'ar' ? 'rtl' : undefined;
}
