import type { LanguageCode } from '../languages';

/**
 * Blanks the sentence leaves open between a few words of one kind, each right where nothing
 * chooses between them: "Elle parle ___ lentement que moi. (comparatif)" takes "moins" as well as
 * "plus" when the hint names no degree; "Je n'ai ___ vu ce film." takes "pas" as well as
 * "jamais" when no hint and no other word of time says which ("Non ho ___ visto quel film":
 * "ancora" or "mai"). Another kind of word, or a hint that names the degree, stays wrong.
 */

const hintOf = (prompt: string) => /\(([^)]*)\)\s*$/.exec(prompt)?.[1];

/** The degrees of a comparison before "que", "than", "di"... (not "tan", which takes "como"). */
const degrees: Partial<Record<LanguageCode, readonly string[]>> = {
  en: ['more', 'less'],
  es: ['más', 'menos'],
  fr: ['plus', 'moins', 'aussi'],
  it: ['più', 'meno'],
  pt: ['mais', 'menos'],
};
const comparativeHint = /compar/i;
/** A hint naming the degree it asks for ("comparatif de supériorité", "more"). */
const degreeNamed =
  /sup[ée]rior|inf[ée]rior|[ée]galit|equal|uguaglianz|igualdad|more|less|plus|moins|más|menos|più|meno|mais/i;

function isOpenDegree(code: LanguageCode, prompt: string, yours: string, right: string) {
  const hint = hintOf(prompt);
  const open = degrees[code];
  if (!hint || !open || !comparativeHint.test(hint) || degreeNamed.test(hint)) return false;
  return open.includes(yours) && open.includes(right);
}

/** A negated compound tense with its participle after the blank ("n'ai ___ vu", "non ho ___ visto"). */
const negations: Partial<Record<LanguageCode, { words: readonly string[]; slot: RegExp }>> = {
  fr: {
    words: ['pas', 'jamais'],
    slot: /\b(n'|ne )(ai|as|a|avons|avez|ont|suis|es|est|sommes|êtes|sont) ___ \p{L}+(é|ée|és|ées|i|ie|is|it|u|ue|us|t)(?!\p{L})/iu,
  },
  it: {
    words: ['mai', 'ancora'],
    slot: /\bnon (ho|hai|ha|abbiamo|avete|hanno|sono|sei|è|siamo|siete) ___ \p{L}+[aeio](?!\p{L})/iu,
  },
};
/** Words of time that choose between "never" and "not yet" ("de ma vie", "encore", "ancora"). */
const timeWords =
  /(?<!\p{L})(encore|toujours|déjà|jamais|de ma vie|de sa vie|ancora|mai|già|sempre|in vita mia|finora|fino ad ora)(?!\p{L})/iu;

function isOpenNegation(code: LanguageCode, prompt: string, yours: string, right: string) {
  const negation = negations[code];
  if (!negation || hintOf(prompt) !== undefined) return false;
  if (!negation.words.includes(yours) || !negation.words.includes(right)) return false;
  return negation.slot.test(prompt) && !timeWords.test(prompt.replace('___', ''));
}

/** Whether the blank's sentence leaves the answer's word as right as the key's. */
export function isOpenSlot(
  code: LanguageCode,
  prompt: string | undefined,
  yours: string,
  right: string,
): boolean {
  if (!prompt?.includes('___')) return false;
  return isOpenDegree(code, prompt, yours, right) || isOpenNegation(code, prompt, yours, right);
}
