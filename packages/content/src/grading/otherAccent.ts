import type { LanguageCode } from '../languages';
import { stripAccents } from '../text';
import { isRealWord } from './forms';
import type { Speller } from './spelling';

/**
 * An answer on a text whose word bears another accent than the key's, where both are words:
 * "avô" (grandfather) for "avó" (grandmother), "pôde" for "pode". A missing accent is a slip
 * the grader forgives; an accent written otherwise names another word, another person.
 */
export function otherAccentedWord(
  code: LanguageCode,
  speller: Speller,
  answer: readonly string[],
  reference: readonly string[],
): [string, string] | undefined {
  if (code === 'de') return undefined;
  const accented = (word: string) => stripAccents(word) !== word;
  for (const yours of answer.filter(accented))
    for (const theirs of reference.filter(accented))
      if (
        yours !== theirs &&
        stripAccents(yours) === stripAccents(theirs) &&
        !answer.includes(theirs) &&
        isRealWord(code, speller, yours)
      )
        return [yours, theirs];
  return undefined;
}
