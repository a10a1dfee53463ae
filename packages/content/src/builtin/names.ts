import { bankFor } from '../data/banks';
import { fold } from '../grammar/fuzzy';
import type { LanguageCode } from '../languages';

const properNames = new Map<LanguageCode, ReadonlySet<string>>();
/** A bank's proper names (those written with a capital), folded. */
function knownNames(code: LanguageCode): ReadonlySet<string> {
  let names = properNames.get(code);
  if (!names) {
    names = new Set(
      bankFor(code)
        .names.filter((name) => /^\p{Lu}/u.test(name))
        .map(fold),
    );
    properNames.set(code, names);
  }
  return names;
}

/**
 * The places and people a request names ("a weekend in Madrid", "Ein Wochenende in Berlin"):
 * written with a capital past its first word and known as a name to the bank of the text's
 * language, as that language writes it ("Spain" asked for a Spanish text is no name to hold it
 * to: it says "España"), folded.
 */
export function namesAsked(userInput: string, code: LanguageCode): string[] {
  const written = userInput.match(/[\p{L}'’-]+/gu) ?? [];
  return written
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word) && knownNames(code).has(fold(word)))
    .map(fold);
}

/** Whether a text says the name (folded) as a whole word: "Madrid" is not in "madre". */
export function saysName(text: string, name: string): boolean {
  return ` ${fold(text)} `.includes(` ${name} `);
}
