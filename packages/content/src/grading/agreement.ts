import type { LanguageCode } from '../languages';
import { pronounPersons } from './persons';

/**
 * Whoever says "I", "you" or "we" may be a woman: a participle or adjective agreeing with them
 * takes either gender ("sono andato" / "sono andata", "je suis allé" / "je suis allée"). The
 * words that show the sentence speaks of its speaker or listener, in the singular and the plural
 * ("sono" is also "they are", but then its participle is plural).
 */
const speakers: Partial<Record<LanguageCode, { one: RegExp; many: RegExp }>> = {
  // A translation's English "I" says it as well ("When I was a child": "de niña"); not in
  // Italian, whose "i" is an article.
  it: { one: /^(io|tu|sono|sei|mi|ti)$/, many: /^(noi|voi|siamo|siete|ci|vi)$/ },
  fr: { one: /^(je|j|tu|suis|es|me|m|te|t)$/, many: /^(nous|vous|sommes|êtes)$/ },
  es: {
    one: /^(yo|tú|estoy|estás|soy|eres|i|i'm|i've|i'd|i'll)$/,
    many: /^(nosotros|nosotras|vosotros|vosotras|estamos|estáis|somos|sois|we|we're|we've|we'd|we'll)$/,
  },
  pt: {
    one: /^(eu|tu|estou|estás|sou|és|fui|foste|i|i'm|i've|i'd|i'll)$/,
    many: /^(nós|estamos|somos|fomos|we|we're|we've|we'd|we'll)$/,
  },
};

/** The feminine of a masculine word, singular or plural: andato/andata, allés/allées. */
function feminineOf(code: LanguageCode, masculine: string): { word: string; plural: boolean }[] {
  if (code === 'fr')
    return masculine.endsWith('s')
      ? [{ word: `${masculine.slice(0, -1)}es`, plural: true }]
      : [{ word: `${masculine}e`, plural: false }];
  // "gentili" is the plural of "gentile", not a masculine: only participles in -ti.
  if (code === 'it' && /[aiu]ti$/.test(masculine))
    return [{ word: `${masculine.slice(0, -1)}e`, plural: true }];
  if (masculine.endsWith('os')) return [{ word: `${masculine.slice(0, -2)}as`, plural: true }];
  if (masculine.endsWith('o')) return [{ word: `${masculine.slice(0, -1)}a`, plural: false }];
  return [];
}

/**
 * Object pronouns, determiners and quantifiers take the gender of the thing they stand for ("el
 * libro": "lo necesito"), never the speaker's: "la necesito" is another word, whoever says it.
 */
const agreesWithItsNoun =
  /^(lo|los|o|os|uno|unos|este|estos|ese|esos|aquellos|esto|isso|isto|aquilo|mío|míos|tuyo|tuyos|suyo|suyos|nuestro|nuestros|vuestro|vuestros|nosso|nossos|vosso|vossos|mio|tuo|suo|nostro|vostro|questo|questi|quello|tutto|tutti|todo|todos|mucho|muchos|muito|muitos|molto|poco|pocos|pouco|poucos|otro|otros|outro|outros|altro|ninguno|alguno|algunos)$/;

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
  const persons = speakers[code];
  const feminine = feminineOf(code, key).find(({ word }) => word === yours);
  if (!persons || !feminine || agreesWithItsNoun.test(key)) return false;
  const marker = feminine.plural ? persons.many : persons.one;
  return context.some((word) => marker.test(word));
}

/** What may stand between a subject pronoun and its verb: a negation, object pronouns. */
const betweenPronounAndVerb = /^(non|no|não|mi|ti|si|ci|vi|me|te|se|nos|lo|la|le|ne|lhe)$/;

/**
 * Whether the key's word is the verb of a subject pronoun before it in the item's words ("io
 * parlo", "yo no trabajo"): a person of a verb, whose "-a" is another person ("io parla"), not a
 * feminine.
 */
export function isVerbOfPronoun(
  code: LanguageCode,
  itemWords: readonly string[],
  word: string,
): boolean {
  const pronouns = pronounPersons[code];
  let at = itemWords.indexOf(word) - 1;
  if (!pronouns || at < 0) return false;
  while (at > 0 && betweenPronounAndVerb.test(itemWords[at] as string)) at--;
  return (itemWords[at] as string) in pronouns;
}
