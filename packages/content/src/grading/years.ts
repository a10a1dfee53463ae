import type { LanguageCode } from '../languages';

/**
 * "Im Jahr 1950" is "1950", "en el año 1990" "en 1990", "in the year 2000" "in 2000": a year
 * said with the word "year" or without it. The words before the number that say "the year",
 * and what they leave (the preposition the bare year takes).
 */
const yearWords: Record<LanguageCode, [string[], string[]][]> = {
  // "im" is written out as "in dem" by the time years are read.
  de: [
    [['in', 'dem', 'jahr'], []],
    [['in', 'dem', 'jahre'], []],
    [['im', 'jahr'], []],
  ],
  en: [[['in', 'the', 'year'], ['in']]],
  es: [[['en', 'el', 'año'], ['en']]],
  fr: [
    [['en', "l'", 'an'], ['en']],
    [['en', "l'an"], ['en']],
  ],
  it: [
    [["nell'", 'anno'], ['nel']],
    [["nell'anno"], ['nel']],
  ],
  pt: [[['no', 'ano', 'de'], ['em']]],
};

export function withBareYears(code: LanguageCode, tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const found = yearWords[code].find(
      ([words]) =>
        words.every((word, offset) => tokens[index + offset] === word) &&
        /^\d{3,4}$/.test(tokens[index + words.length] ?? ''),
    );
    if (!found) {
      out.push(tokens[index] as string);
      continue;
    }
    out.push(...found[1]);
    index += found[0].length - 1;
  }
  return out;
}
