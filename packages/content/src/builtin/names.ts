import { bankFor } from '../data/banks';
import { fold } from '../grammar/fuzzy';
import { languageCodes } from '../languages';

let properNames: ReadonlySet<string> | undefined;
/** Every bank's proper names (those written with a capital), folded. */
function knownNames(): ReadonlySet<string> {
  properNames ??= new Set(
    Object.values(languageCodes).flatMap((code) =>
      bankFor(code)
        .names.filter((name) => /^\p{Lu}/u.test(name))
        .map(fold),
    ),
  );
  return properNames;
}

/**
 * The places and people a request names ("a weekend in Madrid", "Ein Wochenende in Berlin"):
 * written with a capital past its first word and known to a bank as a name, folded.
 */
export function namesAsked(userInput: string): string[] {
  const written = userInput.match(/[\p{L}'’-]+/gu) ?? [];
  return written
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word) && knownNames().has(fold(word)))
    .map(fold);
}

/** Whether a text says the name (folded) as a whole word: "Madrid" is not in "madre". */
export function saysName(text: string, name: string): boolean {
  return ` ${fold(text)} `.includes(` ${name} `);
}
