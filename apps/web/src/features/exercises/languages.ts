/**
 * The languages the exercise cards know: their BCP 47 tag (for `lang`, so screen readers read
 * Spanish as Spanish). Generation offers six; cards know about twenty, since exercises can also
 * come from elsewhere (shared templates, older data). Flags live in `languageFlags.ts`.
 */
const LANGUAGES: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  Portuguese: 'pt',
  Dutch: 'nl',
  Russian: 'ru',
  Chinese: 'zh',
  Japanese: 'ja',
  Korean: 'ko',
  Arabic: 'ar',
  Hindi: 'hi',
  Turkish: 'tr',
  Polish: 'pl',
  Swedish: 'sv',
  Greek: 'el',
  Catalan: 'ca',
  Ukrainian: 'uk',
  Norwegian: 'no',
};

/** The `lang` attribute for content in `language`; undefined (inherit) when unknown. */
export function languageTag(language: string): string | undefined {
  return LANGUAGES[language];
}

/** Right-to-left scripts among the known languages, for `dir` on their content. */
export function languageDirection(language: string): 'rtl' | undefined {
  return languageTag(language) === 'ar' ? 'rtl' : undefined;
}
