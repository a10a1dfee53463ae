import type { LanguageCode } from '../languages';
import { personsOf } from './persons';

/**
 * Words a Spanish or Italian answer may add to its key's sentence without changing what it says:
 * - a pronoun of interest with a verb of buying, eating or drinking, of the verb's own person
 *   ("Si tuviese dinero, me compraría una casa", "mi comprerei una casa", "me comí una pizza");
 * - an Italian partitive article ("Se avessi dei soldi" for "Se avessi soldi").
 * The answer without every such word, or undefined.
 */
const interestPersons: Partial<Record<LanguageCode, Readonly<Record<string, readonly number[]>>>> =
  {
    es: { me: [0], te: [1], se: [2, 5], nos: [3], os: [4] },
    it: { mi: [0], ti: [1], si: [2, 5], ci: [3], vi: [4] },
  };
const consuming: Partial<Record<LanguageCode, RegExp>> = {
  es: /^(compr|com[eií]|beb|tom)/,
  it: /^(compr|mang|bev|be[vr])/,
};
const partitives = /^(dei|degli|delle)$/;

export function withoutOptionalWord(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): string[] | undefined {
  const persons = interestPersons[code];
  const verbs = consuming[code];
  for (let at = 0; at < answer.length - 1; at++) {
    const word = answer[at] as string;
    const next = answer[at + 1] as string;
    if (reference.includes(word)) continue;
    const person = persons?.[word];
    const ofInterest =
      !!person &&
      !!verbs?.test(next) &&
      reference.includes(next) &&
      person.some((p) => personsOf(code, next)?.has(p));
    // "avessi dei soldi" / "avessi soldi": the noun after the same word in the key.
    const partitive =
      code === 'it' &&
      partitives.test(word) &&
      reference.some((w, i) => w === next && reference[i - 1] === answer[at - 1]);
    if (ofInterest || partitive) {
      const without = [...answer.slice(0, at), ...answer.slice(at + 1)];
      return withoutOptionalWord(code, without, reference) ?? without;
    }
  }
  return undefined;
}

/** Portuguese meals, after "tomar" with an article in Portugal and without in Brazil. */
const meals = /^(pequeno-almoço|café|almoço|jantar|lanche)$/;

/**
 * "Tomo café da manhã" for "Tomo o pequeno-almoço": the sentence without the article between a
 * form of "tomar" and a meal, or undefined where it has none.
 */
export function withoutMealArticle(
  code: LanguageCode,
  words: readonly string[],
): string[] | undefined {
  if (code !== 'pt') return undefined;
  const at = words.findIndex(
    (word, index) =>
      word === 'o' && /^tom/.test(words[index - 1] ?? '') && meals.test(words[index + 1] ?? ''),
  );
  return at < 0 ? undefined : [...words.slice(0, at), ...words.slice(at + 1)];
}
