import { germanVerbs } from '../conjugation/conjugate';

type Persons = { S: Record<string, string>; P: Record<string, string> };
type Verb = { PA2?: string[]; PRT?: Persons };

/** Each past participle with the simple past of its verb. */
let pastOfParticiple: ReadonlyMap<string, Persons> | undefined;
function simplePastOf(participle: string): Persons | undefined {
  if (!pastOfParticiple) {
    const table = new Map<string, Persons>();
    for (const verb of Object.values(germanVerbs() as unknown as Record<string, Verb>)) {
      if (!verb.PRT) continue;
      for (const form of verb.PA2 ?? []) {
        const key = form.toLocaleLowerCase();
        if (!table.has(key)) table.set(key, verb.PRT);
      }
    }
    pastOfParticiple = table;
  }
  return pastOfParticiple.get(participle);
}

/** The auxiliary's person: "habe", "bin" are the first singular... */
const auxiliaries: Record<string, ['S' | 'P', string]> = {
  habe: ['S', '1'],
  bin: ['S', '1'],
  hast: ['S', '2'],
  bist: ['S', '2'],
  hat: ['S', '3'],
  ist: ['S', '3'],
  haben: ['P', '1'],
  sind: ['P', '1'],
  habt: ['P', '2'],
  seid: ['P', '2'],
};

/**
 * English "played", "didn't come" are German Perfekt or Präteritum alike ("Wir haben Fußball
 * gespielt" / "Wir spielten Fußball"): the sentence in the Präteritum, when its verb is a
 * Perfekt with the participle last (as compared words, lower case).
 */
export function asSimplePast(words: readonly string[]): string[] | undefined {
  const at = words.findIndex((word) => word in auxiliaries);
  const participle = words.at(-1);
  if (at < 0 || !participle || words.length - 1 <= at) return undefined;
  const past = simplePastOf(participle);
  const [number, person] = auxiliaries[words[at] as string] as ['S' | 'P', string];
  const form = past?.[number][person];
  if (!form) return undefined;
  return [...words.slice(0, at), form.toLocaleLowerCase(), ...words.slice(at + 1, -1)];
}
