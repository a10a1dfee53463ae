import type { LanguageCode } from '../languages';

/**
 * Whoever says "I", "you" or "we" may be a woman: a participle or adjective agreeing with them
 * takes either gender ("sono andato" / "sono andata", "je suis allé" / "je suis allée"). The
 * words that show the sentence speaks of its speaker or listener, per language.
 */
const firstOrSecondPerson: Partial<Record<LanguageCode, RegExp>> = {
  it: /^(io|tu|noi|voi|sono|sei|siamo|siete|mi|ti|ci|vi)$/,
  fr: /^(je|j|tu|nous|vous|suis|es|sommes|êtes|me|m|te|t)$/,
  es: /^(yo|tú|nosotros|nosotras|vosotros|vosotras|estoy|estás|estamos|estáis|soy|eres|somos|sois)$/,
  pt: /^(eu|tu|nós|estou|estás|estamos|sou|és|somos|fui|foste|fomos)$/,
};

/** The same word in the other gender: andato/andata, allé/allée, cansado/cansada (plurals too). */
function otherGender(code: LanguageCode, masculine: string, feminine: string): boolean {
  if (code === 'fr')
    return feminine === `${masculine}e` || feminine === masculine.replace(/s$/, 'es');
  const stem = masculine.replace(/(o|os|i)$/, '');
  if (stem === masculine) return false;
  const ending = masculine.slice(stem.length);
  const feminineEnding = { o: 'a', os: 'as', i: 'e' }[ending];
  return feminine === `${stem}${feminineEnding}`;
}

/**
 * The answer puts in the feminine a word the key has in the masculine where the sentence speaks
 * of "I", "you" or "we" (the prompt or the key says who): both are right.
 */
export function isSpeakersGender(
  code: LanguageCode,
  yours: string,
  key: string,
  context: readonly string[],
): boolean {
  const persons = firstOrSecondPerson[code];
  if (!persons || !otherGender(code, key, yours)) return false;
  return context.some((word) => persons.test(word));
}
