import type { LanguageCode } from '../languages';
import { isSpeakersGender, isVerbOfPronoun } from './agreement';
import { isAlternativeForm } from './alternatives';
import { withClauseBehind, withoutOptionalSubject } from './compare';
import { withoutEmphaticPronoun } from './emphaticPronouns';
import { withoutOptionalWord } from './optionalWords';
import { withPhraseBehind } from './order';

/**
 * An open answer may differ from its key in several ways a teacher accepts at once: "Compraria
 * uma casa se tivesse dinheiro" for "Se eu tivesse dinheiro, comprava uma casa" moves the clause,
 * leaves the subject out and says the conditional for the imperfect. Each rule of the grader
 * allows one such change; these bring the others to the key's form first, so that the rule
 * compares what is left.
 */

/**
 * The sentence's words in the other order it may take: an opening subordinate clause or
 * adverbial (before its comma) put after the main clause (in German with the main clause's verb
 * back after its subject). None when it opens with neither.
 */
export function movedClauseReadings(code: LanguageCode, text: string): string[][] {
  const phraseBehind = withPhraseBehind(code, text);
  return [...withClauseBehind(code, text), ...(phraseBehind ? [phraseBehind] : [])];
}

/**
 * Each pair of answer and reference as given and with the subject pronoun one side has and the
 * other leaves out dropped: "Ahora lee un libro" is "Ella lee un libro ahora" (the key's
 * progressive said in the simple present) without "ella". Without repeats.
 */
export function withSubjectsEitherWay(
  code: LanguageCode,
  pairs: readonly [string[], string[]][],
): [string[], string[]][] {
  const seen = new Set<string>();
  const all: [string[], string[]][] = [];
  const add = (pair: [string[], string[]]) => {
    const id = `${pair[0].join(' ')}\u0000${pair[1].join(' ')}`;
    if (seen.has(id)) return;
    seen.add(id);
    all.push(pair);
  };
  for (const [answer, reference] of pairs) {
    add(withoutOptionalSubject(code, answer, reference));
    add([answer, reference]);
    // "Me gustan" for "A mí me gustan": the stressed pronoun the key adds, left out.
    const referencePlain = withoutEmphaticPronoun(code, reference, answer);
    if (referencePlain) add(withoutOptionalSubject(code, answer, referencePlain));
  }
  return all;
}

/**
 * The answer with each word the grammar gives as equal to a word of the reference in its
 * sentence (alternatives.ts: "compraria" for "comprava" after "se"; agreement.ts: "andata" for
 * "andato" said of the speaker) written as that word, wherever it stands; undefined when it has
 * none. The word order and the other words are then compared as usual.
 */
export function withKeysForms(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
  itemWords: readonly string[],
): string[] | undefined {
  const unmatched = reference.filter((word) => !answer.includes(word));
  if (unmatched.length === 0) return undefined;
  let changed = false;
  const aligned = answer.map((word) => {
    if (reference.includes(word)) return word;
    const form = unmatched.find(
      (right) =>
        isAlternativeForm(code, word, right, reference, itemWords) ||
        (isSpeakersGender(code, word, right, itemWords) &&
          !isVerbOfPronoun(code, itemWords, right)),
    );
    if (form === undefined) return word;
    changed = true;
    return form;
  });
  return changed ? aligned : undefined;
}

/** Determiners (and "al") that open a singular or a plural noun phrase. */
const singularObject =
  /^(al|el|la|un|una|mi|tu|su|este|esta|ese|esa|aquel|aquella|nuestro|nuestra|vuestro|vuestra|él|ella|usted)$/;
const pluralObject =
  /^(los|las|unos|unas|mis|tus|sus|estos|estas|esos|esas|aquellos|aquellas|nuestros|nuestras|vuestros|vuestras|ellos|ellas|ustedes)$/;

/**
 * Spanish doubles an indirect object with its pronoun: "Le he escrito una carta a mi amigo" is
 * "He escrito una carta a mi amigo", "les di las llaves a los vecinos". The answer without a "le"
 * or "les" the reference lacks, where a later "a" (or "al") opens an object of its number; else
 * undefined ("le" for "a mis amigos" is a mistake a teacher marks).
 */
export function withoutDoubledObject(
  code: LanguageCode,
  answer: readonly string[],
  reference: readonly string[],
): string[] | undefined {
  if (code !== 'es') return undefined;
  const at = answer.findIndex(
    (word) => (word === 'le' || word === 'les') && !reference.includes(word),
  );
  if (at < 0) return undefined;
  const number = answer[at] === 'le' ? singularObject : pluralObject;
  const doubled = answer.some(
    (word, index) =>
      index > at &&
      ((word === 'a' && number.test(answer[index + 1] ?? '')) ||
        (word === 'al' && answer[at] === 'le')),
  );
  return doubled ? answer.filter((_, index) => index !== at) : undefined;
}

/**
 * The answer's other readings against one reference: without a doubled object pronoun or a
 * stressed one the item shows (emphaticPronouns.ts), and with
 * the forms the grammar gives as equal written as the reference's.
 */
export function answerReadings(
  code: LanguageCode,
  answer: string[],
  reference: readonly string[],
  itemWords: readonly string[],
): string[][] {
  const readings: string[][] = [];
  const undoubled = withoutDoubledObject(code, answer, reference);
  if (undoubled) readings.push(undoubled);
  // "Le dije la verdad a ella" for "Le dije la verdad", where the item says "a ella".
  const plain = withoutEmphaticPronoun(code, answer, reference, itemWords);
  if (plain) readings.push(plain);
  // "Me compraría una casa", "se avessi dei soldi" (optionalWords.ts).
  const lighter = withoutOptionalWord(code, answer, reference);
  if (lighter) readings.push(lighter);
  for (const reading of [answer, ...readings]) {
    const withForms = withKeysForms(code, reading, reference, itemWords);
    if (withForms) readings.push(withForms);
  }
  return readings;
}
