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

type Subjunctive = { KJ2?: Persons };
/** Each infinitive with its Konjunktiv II ("kommen": käme...). */
let subjunctiveOf: ReadonlyMap<string, Persons> | undefined;
function subjunctiveTable(): ReadonlyMap<string, Persons> {
  if (!subjunctiveOf) {
    const table = new Map<string, Persons>();
    for (const [infinitive, verb] of Object.entries(
      germanVerbs() as unknown as Record<string, Subjunctive>,
    ))
      if (verb.KJ2) table.set(infinitive.toLocaleLowerCase(), verb.KJ2);
    subjunctiveOf = table;
  }
  return subjunctiveOf;
}

const wouldForms: Record<string, ['S' | 'P', string]> = {
  würde: ['S', '3'],
  würdest: ['S', '2'],
  würden: ['P', '3'],
  würdet: ['P', '2'],
};
/** Words that open the next clause, so the infinitive before them ends the "würde" clause. */
const clauseOpeners = new Set('wenn weil dass als ob aber und oder denn falls obwohl'.split(' '));

/**
 * "würde ich kommen" and "käme ich" are one Konjunktiv II: the sentence with the "würde" form
 * put as the verb's own subjunctive, where the infinitive ends its clause.
 */
export function asSynthesisedSubjunctive(words: readonly string[]): string[] | undefined {
  const at = words.findIndex((word) => word in wouldForms);
  if (at < 0) return undefined;
  const table = subjunctiveTable();
  const end = words.findIndex(
    (word, index) =>
      index > at &&
      table.has(word) &&
      (index === words.length - 1 || clauseOpeners.has(words[index + 1] as string)),
  );
  if (end < 0) return undefined;
  const [number, person] = wouldForms[words[at] as string] as ['S' | 'P', string];
  const form = table.get(words[end] as string)?.[number][person];
  if (!form) return undefined;
  return words.flatMap((word, index) =>
    index === at ? [form.toLocaleLowerCase()] : index === end ? [] : [word],
  );
}

let finiteForms: ReadonlySet<string> | undefined;
/** A form of a German verb's present, Präteritum or Konjunktiv ("sei", "hat", "ging"). */
export function isGermanFiniteVerb(word: string): boolean {
  if (!finiteForms) {
    const forms = new Set<string>();
    for (const verb of Object.values(germanVerbs() as unknown as Record<string, FiniteVerb>))
      for (const tense of [verb.PRÄ, verb.PRT, verb.KJ1, verb.KJ2])
        for (const number of tense ? [tense.S ?? {}, tense.P ?? {}] : [])
          for (const form of Object.values(number) as unknown[])
            if (typeof form === 'string') forms.add(form.toLocaleLowerCase());
    finiteForms = forms;
  }
  return finiteForms.has(word);
}
type FiniteVerb = Partial<Record<'PRÄ' | 'PRT' | 'KJ1' | 'KJ2', Persons>>;
