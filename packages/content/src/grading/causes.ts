import type { LanguageCode } from '../languages';
import { canonicalWords, withoutAccents } from './compare';
import { lexicons } from './lexicon';

/** "Why...?" in each language, as the question opens. */
export const whyQuestion =
  /^\s*¿?\s*(why|por ?qu[eéê]|pourquoi|warum|weshalb|wieso|perch[eé])(?=[\s?]|$)/i;

/** "because of", "por", "wegen"...: a cause said as a noun, as compared words. */
const causeOpeners: Record<LanguageCode, readonly string[]> = {
  en: ['because of', 'due to', 'owing to'],
  es: ['a causa de', 'debido a', 'por culpa de', 'por'],
  fr: ['à cause de', 'à cause du', 'à cause des', 'en raison de', 'en raison du'],
  de: ['wegen', 'aufgrund'],
  it: ['a causa di', 'a causa del', 'a causa della', 'per colpa di', 'per via di', 'per'],
  pt: ['por causa de', 'por causa da', 'por causa do', 'devido a', 'devido à', 'devido ao', 'por'],
};

/**
 * Nouns of the verbs a "because" clause usually has, where noun and verb share no stem: "it
 * rained" is "the rain" ("llovió", "la lluvia"). Each: the verb's stems, the noun.
 */
const nounsOfVerbs: Partial<Record<LanguageCode, readonly [RegExp, string][]>> = {
  es: [
    [/^(llov|lluev)/, 'lluvia'],
    [/^(nev|niev)/, 'nieve'],
  ],
  fr: [
    [/^(pleu|plu$|pluv)/, 'pluie'],
    [/^neig/, 'neige'],
  ],
  de: [
    [/^(ge)?regne/, 'regen'],
    [/^(ge)?schnei/, 'schnee'],
  ],
  it: [
    [/^(piov|piob)/, 'pioggia'],
    [/^nevic/, 'neve'],
  ],
  pt: [
    [/^(chov|chuv)/, 'chuva'],
    [/^nev/, 'neve'],
  ],
};

/** When it happened is no cause: "because of the day" for "because it rained all day". */
const timeWords = new Set(
  'day days night week morning tag tage nacht woche morgen jour jours journee nuit semaine matin giorno giorni giornata notte settimana mattina dia dias noche semana manana noite manha'.split(
    ' ',
  ),
);

/**
 * "Why didn't they go?" "Because of the rain" for "Because it rained all day": a why-question
 * answered by a cause as a noun, each of whose words is the key's (or the noun of the key's
 * verb: rained, rain). Words the key does not say still make it another answer.
 */
export function isCauseAsNoun(
  code: LanguageCode,
  prompt: string | undefined,
  written: string,
  references: readonly string[],
): boolean {
  if (!prompt || !whyQuestion.test(prompt)) return false;
  const answer = canonicalWords(code, written).join(' ');
  const opener = causeOpeners[code].find((start) => answer.startsWith(`${start} `));
  if (!opener) return false;
  const { functionWords, classes } = lexicons[code];
  // "Wegen seiner Augen": articles and possessives carry no cause of their own.
  const closed = new Set([...functionWords, ...classes.flat()]);
  const said = answer
    .slice(opener.length + 1)
    .split(' ')
    .filter((word) => !closed.has(word))
    .map((word) => withoutAccents(code, word));
  if (said.length === 0 || said.some((word) => timeWords.has(word))) return false;
  const asked = canonicalWords(code, prompt);
  return references.some((text) => {
    // "Because of his money" says nothing of "because he had no money".
    const denied = canonicalWords(code, text).some(
      (word) => lexicons[code].negations.includes(word) && !asked.includes(word),
    );
    if (denied) return false;
    const keyWords = canonicalWords(code, text).map((word) => withoutAccents(code, word));
    const nouns = keyWords.flatMap((word) =>
      (nounsOfVerbs[code] ?? []).filter(([verb]) => verb.test(word)).map(([, noun]) => noun),
    );
    // A noun's case ending ("des Regens"), its plural or its verb ("rained") say the same.
    const sameNoun = (yours: string, theirs: string) => {
      const [shorter, longer] = yours.length <= theirs.length ? [yours, theirs] : [theirs, yours];
      return (
        shorter === longer ||
        (shorter.length >= 4 && longer.startsWith(shorter) && longer.length - shorter.length <= 2)
      );
    };
    return said.every((word) =>
      [...keyWords, ...nouns].some((theirs) => sameNoun(word, withoutAccents(code, theirs))),
    );
  });
}
