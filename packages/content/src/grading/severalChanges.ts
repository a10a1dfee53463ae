import type { LanguageCode } from '../languages';
import { isSpeakersGender } from './agreement';
import { isAlternativeForm } from './alternatives';
import { withClauseBehind, withoutOptionalSubject } from './compare';
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
        isSpeakersGender(code, word, right, itemWords),
    );
    if (form === undefined) return word;
    changed = true;
    return form;
  });
  return changed ? aligned : undefined;
}
