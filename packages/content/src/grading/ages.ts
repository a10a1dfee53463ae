import type { LanguageCode } from '../languages';

/** The verb "to be" before an age, and the words that may follow the number. */
const ages: Partial<Record<LanguageCode, { be: RegExp; after: readonly string[] }>> = {
  en: { be: /^(is|am|are|was|were|'s|be|been|being)$/, after: ['years', 'old'] },
  de: {
    be: /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wird|werde|wirst|werden|sein)$/,
    after: ['jahre', 'alt'],
  },
};

/**
 * "Mein Bruder ist 18 Jahre alt" is "mein Bruder ist 18", "she is 12 years old" "she is 12": an
 * age after "to be" said with its years or without them (compared words, numbers in digits).
 */
export function withBareAges(code: LanguageCode, tokens: readonly string[]): string[] {
  const age = ages[code];
  if (!age) return [...tokens];
  return tokens.filter((_, index) => {
    const at = age.after.indexOf(tokens[index] as string);
    if (at < 0) return true;
    const number = tokens[index - at - 1] ?? '';
    const rest = tokens.slice(index - at, index - at + age.after.length);
    return !(
      /^\d+$/.test(number) &&
      age.be.test(tokens[index - at - 2] ?? '') &&
      rest.join(' ') === age.after.join(' ')
    );
  });
}
