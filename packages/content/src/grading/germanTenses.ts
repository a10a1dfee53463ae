import { germanVerbs } from '../conjugation/conjugate';

/** A finite form; a separable verb's is its stem and particle: ["sagte", "ab"]. */
type Form = string | readonly [string, string];
type Persons = { S: Record<string, Form>; P: Record<string, Form> };
const partsOf = (form: Form) => (typeof form === 'string' ? [form] : form);
type Verb = Partial<Record<'PRÄ' | 'PRT' | 'KJ1' | 'KJ2', Persons>> & { PA2?: string[] };

/**
 * The verb dictionary read once for what the grader asks of it: each past participle with its
 * verb's Präteritum, each infinitive with its Konjunktiv II, every finite form (lower case).
 */
type Tables = {
  pastOfParticiple: Map<string, Persons>;
  subjunctiveOf: Map<string, Persons>;
  finiteForms: Set<string>;
};
let tables: Tables | undefined;
function germanTables(): Tables {
  if (tables) return tables;
  const built: Tables = {
    pastOfParticiple: new Map(),
    subjunctiveOf: new Map(),
    finiteForms: new Set(),
  };
  for (const [infinitive, verb] of Object.entries(
    germanVerbs() as unknown as Record<string, Verb>,
  )) {
    if (verb.PRT)
      for (const form of verb.PA2 ?? []) {
        const key = form.toLocaleLowerCase();
        if (!built.pastOfParticiple.has(key)) built.pastOfParticiple.set(key, verb.PRT);
      }
    if (verb.KJ2) built.subjunctiveOf.set(infinitive.toLocaleLowerCase(), verb.KJ2);
    for (const tense of [verb.PRÄ, verb.PRT, verb.KJ1, verb.KJ2])
      for (const number of tense ? [tense.S ?? {}, tense.P ?? {}] : [])
        for (const form of Object.values(number) as unknown[])
          if (typeof form === 'string') built.finiteForms.add(form.toLocaleLowerCase());
  }
  tables = built;
  return built;
}

/** Each past participle with the simple past of its verb. */
const simplePastOf = (participle: string) => germanTables().pastOfParticiple.get(participle);

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
 * Perfekt with the participle last, or in a subordinate clause with the auxiliary after it ("den
 * ich gestern gesehen habe" / "den ich gestern sah") (as compared words, lower case).
 */
export function asSimplePast(words: readonly string[]): string[] | undefined {
  return asMainClausePast(words) ?? asSubordinatePast(words);
}

/** The Präteritum form of the participle's verb for the auxiliary's person. */
function pastFor(participle: string, auxiliary: string): Form | undefined {
  if (!Object.hasOwn(auxiliaries, auxiliary)) return undefined;
  const [number, person] = auxiliaries[auxiliary] as ['S' | 'P', string];
  return simplePastOf(participle)?.[number][person];
}

function asMainClausePast(words: readonly string[]): string[] | undefined {
  const at = words.findIndex((word) => Object.hasOwn(auxiliaries, word));
  const participle = words.at(-1);
  if (at < 0 || !participle || words.length - 1 <= at) return undefined;
  const form = pastFor(participle, words[at] as string);
  if (!form) return undefined;
  // A separable verb's Präteritum puts its particle last: "hat … abgesagt", "sagte … ab".
  const [finite = '', particle] = partsOf(form);
  return [
    ...words.slice(0, at),
    finite.toLocaleLowerCase(),
    ...words.slice(at + 1, -1),
    ...(particle ? [particle] : []),
  ];
}

/** "…, den ich gesehen habe, …": the verb stays last, a separable one whole ("absagte"). */
function asSubordinatePast(words: readonly string[]): string[] | undefined {
  const at = words.findIndex(
    (word, index) => index > 0 && pastFor(words[index - 1] as string, word) !== undefined,
  );
  if (at < 0) return undefined;
  const [finite = '', particle = ''] = partsOf(
    pastFor(words[at - 1] as string, words[at] as string) as Form,
  );
  return [
    ...words.slice(0, at - 1),
    `${particle}${finite}`.toLocaleLowerCase(),
    ...words.slice(at + 1),
  ];
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
  const at = words.findIndex((word) => Object.hasOwn(wouldForms, word));
  if (at < 0) return undefined;
  const table = germanTables().subjunctiveOf;
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
  // "würde … absagen" is "sagte … ab": the particle stays where the infinitive was.
  const [finite = '', particle] = partsOf(form);
  return words.flatMap((word, index) =>
    index === at
      ? [finite.toLocaleLowerCase()]
      : index === end
        ? particle
          ? [particle]
          : []
        : [word],
  );
}

/** A form of a German verb's present, Präteritum or Konjunktiv ("sei", "hat", "ging"). */
export const isGermanFiniteVerb = (word: string) => germanTables().finiteForms.has(word);

/** Verbs whose own Konjunktiv II a teacher wants ("wäre", "hätte", "könnte"), not "würde". */
const ownSubjunctiveOnly = new Set(
  'sein haben werden können müssen dürfen sollen wollen mögen wissen'.split(' '),
);
const wouldEndings: Record<string, RegExp> = {
  würde: /e$/,
  würdest: /st$/,
  würden: /n$/,
  würdet: /[^s]t$/,
};

/**
 * A conjugation asking for the Konjunktiv II of a verb ("hülfe", "(helfen, Konjunktiv II, er)"):
 * "würde helfen" (or "helfen würde", as the clause puts it) is the form most speakers use, right
 * for every verb but "sein", "haben", "werden" and the modals. The "würde" form must be the
 * key's person.
 */
export function isWouldSubjunctive(verb: string, answer: readonly string[], key: string): boolean {
  if (answer.length !== 2 || ownSubjunctiveOnly.has(verb)) return false;
  const would = answer.find((word) => Object.hasOwn(wouldForms, word));
  const infinitive = answer.find((word) => word !== would);
  return !!would && infinitive === verb && (wouldEndings[would] as RegExp).test(key);
}
