import { frenchVerbs, germanVerbs, italianVerbs } from '../conjugation/conjugate';
import { conjugateIberian } from '../conjugation/iberian';
import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';
import { simpleTenses } from './equivalents';
import { sameVerb } from './undecided';

/**
 * English "you" is one person or several, familiar or polite: a translation may speak to any of
 * them ("Can you help me?": "Kannst du mir helfen?", "Können Sie mir helfen?"). The words of
 * each "you", per language: its subject and object pronouns and possessives, with the verb's
 * person (0-5) each goes with; the polite "you" takes the third person.
 */
const addressees: Partial<Record<LanguageCode, Record<string, number>>> = {
  de: {
    du: 1,
    dich: 1,
    dir: 1,
    dein: 1,
    deine: 1,
    deinen: 1,
    deinem: 1,
    deiner: 1,
    deines: 1,
    ihr: 4,
    euch: 4,
    euer: 4,
    eure: 4,
    euren: 4,
    eurem: 4,
    eurer: 4,
    sie: 5,
    ihnen: 5,
    ihre: 5,
    ihren: 5,
    ihrem: 5,
    ihrer: 5,
  },
  fr: {
    tu: 1,
    te: 1,
    t: 1,
    toi: 1,
    ton: 1,
    ta: 1,
    tes: 1,
    vous: 4,
    votre: 4,
    vos: 4,
  },
  es: {
    tú: 1,
    te: 1,
    ti: 1,
    tu: 1,
    tus: 1,
    usted: 2,
    ustedes: 5,
    le: 2,
    les: 5,
    lo: 2,
    la: 2,
    su: 2,
    sus: 2,
    vosotros: 4,
    vosotras: 4,
    os: 4,
    vuestro: 4,
    vuestra: 4,
    vuestros: 4,
    vuestras: 4,
  },
  it: {
    tu: 1,
    te: 1,
    ti: 1,
    tuo: 1,
    tua: 1,
    tuoi: 1,
    tue: 1,
    lei: 2,
    le: 2,
    la: 2,
    suo: 2,
    sua: 2,
    suoi: 2,
    sue: 2,
    voi: 4,
    vi: 4,
    vostro: 4,
    vostra: 4,
    vostri: 4,
    vostre: 4,
  },
  pt: {
    tu: 1,
    te: 1,
    ti: 1,
    teu: 1,
    tua: 1,
    teus: 1,
    tuas: 1,
    você: 2,
    vocês: 5,
    o: 2,
    a: 2,
    lhe: 2,
    lhes: 5,
    seu: 2,
    sua: 2,
    seus: 2,
    suas: 2,
  },
};

/** The persons a "you" takes: familiar, polite (third person) and plural. */
const youPersons: Partial<Record<LanguageCode, readonly number[]>> = {
  de: [1, 4, 5],
  fr: [1, 4],
  es: [1, 2, 4, 5],
  it: [1, 2, 4],
  pt: [1, 2, 4, 5],
};

/** Each verb form with its tenses and persons ("present 1"), from the conjugation tables. */
const tables = new Map<LanguageCode, Map<string, Set<string>>>();
function formsTable(code: LanguageCode): Map<string, Set<string>> {
  const known = tables.get(code);
  if (known) return known;
  const table = new Map<string, Set<string>>();
  const add = (word: unknown, tense: string, person: number) => {
    if (typeof word !== 'string' || word === 'NA') return;
    const key = word.toLocaleLowerCase();
    const set = table.get(key) ?? new Set<string>();
    set.add(`${tense} ${person}`);
    table.set(key, set);
  };
  if (code === 'es' || code === 'pt') {
    for (const verb of Object.keys(code === 'es' ? spanishVerbs : portugueseVerbs))
      for (const tense of simpleTenses)
        for (let person = 0; person < 6; person++)
          for (const form of conjugateIberian(code, verb, tense, person)) add(form, tense, person);
  } else if (code === 'de') {
    type Persons = Record<'S' | 'P', Record<string, string>>;
    const verbs = germanVerbs() as unknown as Record<string, Record<string, Persons>>;
    for (const verb of Object.values(verbs))
      for (const tense of ['PRÄ', 'PRT', 'KJ1', 'KJ2'])
        for (const [number, persons] of Object.entries(verb[tense] ?? {}))
          for (const [person, word] of Object.entries(persons))
            add(word, tense, (number === 'S' ? 0 : 3) + Number(person) - 1);
  } else if (code === 'fr') {
    const verbs = frenchVerbs() as unknown as Record<string, Record<string, string[]>>;
    for (const verb of Object.values(verbs))
      for (const tense of ['P', 'S', 'I', 'F', 'C', 'J', 'T'])
        for (const [person, word] of (verb[tense] ?? []).entries()) add(word, tense, person);
  } else if (code === 'it') {
    const moods = italianVerbs() as unknown as Record<string, Record<string, unknown>>;
    for (const verb of Object.values(moods))
      for (const [mood, tenses] of Object.entries(verb ?? {})) {
        if (mood === 'impr' || !tenses || typeof tenses !== 'object') continue;
        for (const [tense, persons] of Object.entries(tenses as Record<string, unknown>))
          for (const [key, word] of Object.entries((persons ?? {}) as Record<string, unknown>)) {
            const person = italianPersons[key];
            if (person !== undefined) add(word, `${mood} ${tense}`, person);
          }
      }
  }
  tables.set(code, table);
  return table;
}
const italianPersons: Record<string, number> = { S1: 0, S2: 1, S3: 2, P1: 3, P2: 4, P3: 5 };

/** The tenses a form is of, with a "you" person. */
function youTenses(
  code: LanguageCode,
  form: string,
  you: readonly number[],
): Map<string, number[]> {
  const found = new Map<string, number[]>();
  for (const entry of formsTable(code).get(form) ?? []) {
    const at = entry.lastIndexOf(' ');
    const tense = entry.slice(0, at);
    const person = Number(entry.slice(at + 1));
    if (you.includes(person)) found.set(tense, [...(found.get(tense) ?? []), person]);
  }
  return found;
}

/**
 * The answer speaks to another "you" than the key, and only that: every word that differs is a
 * "you" word or a form of the key's verb, and all of the answer's speak to one and the same "you"
 * (an "Usted quieres" is still wrong).
 */
export function isOtherAddressee(code: LanguageCode, pairs: readonly [string, string][]): boolean {
  const words = addressees[code];
  const you = youPersons[code];
  if (!words || !you || pairs.length === 0) return false;
  let persons = new Set(you);
  const agree = (possible: Iterable<number>) => {
    persons = new Set([...possible].filter((person) => persons.has(person)));
    return persons.size > 0;
  };
  for (const [yours, right] of pairs) {
    if (yours in words && right in words) {
      // One side is the familiar "you" ("du", "tu"): "sie" for "ihr" may be "her" for "them".
      if (words[yours] !== 1 && words[right] !== 1) return false;
      if (!agree([words[yours] as number])) return false;
      continue;
    }
    // The same verb in the same tense and mood ("vengas", not "vienes"), for another "you".
    const theirs = youTenses(code, yours, you);
    const keys = youTenses(code, right, you);
    const shared = [...theirs.keys()].filter((tense) => keys.has(tense));
    const sameVerbAs = sameVerb(code, yours, right) || sameRegularVerb(yours, right);
    if (!sameVerbAs || shared.length === 0) return false;
    if (!agree(shared.flatMap((tense) => theirs.get(tense) ?? []))) return false;
  }
  return true;
}

/** Two forms of a regular verb share all but their last three letters ("quieres", "queréis" do not). */
function sameRegularVerb(a: string, b: string): boolean {
  const stem = Math.min(a.length, b.length) - 3;
  return stem >= 3 && a.slice(0, stem) === b.slice(0, stem);
}

/** What an English sentence may open with that is no imperative verb. */
const notImperative =
  /^(i|you|he|she|it|we|they|the|a|an|my|your|his|her|our|their|this|that|these|those|there|here|what|who|where|when|why|how|is|are|do|does|can|will)$/;

/** The infinitives a familiar imperative ("toma", "come", "pega") may come from. */
function infinitivesOf(form: string): string[] {
  if (form.endsWith('a')) return [`${form.slice(0, -1)}ar`];
  if (form.endsWith('e')) return [`${form.slice(0, -1)}er`, `${form.slice(0, -1)}ir`];
  return [];
}

/** A familiar imperative ("toma", "pega") and the polite one of its verb ("tome", "pegue"). */
function politeOf(code: 'es' | 'pt', familiar: string, polite: string): boolean {
  return infinitivesOf(familiar).some(
    (verb) =>
      conjugateIberian(code, verb, 'PRESENT', 2)[0] === familiar &&
      [2, 5].some((person) => conjugateIberian(code, verb, 'SUBJUNCTIVE', person)[0] === polite),
  );
}

/**
 * "Take the bus": the imperative speaks to any "you", "toma" / "tome" (Spanish), "apanha" /
 * "pegue" (Portuguese). The key's first word and the answer's, in an English imperative, are the
 * familiar and the polite imperative of one verb; any other word differs as another "you" does.
 */
export function isOtherImperative(
  code: LanguageCode,
  prompt: string | undefined,
  pairs: readonly [string, string][],
  keyFirst: string | undefined,
): boolean {
  if (code !== 'es' && code !== 'pt') return false;
  const opener = /^\s*([a-z]+)\b/i.exec(prompt ?? '')?.[1]?.toLocaleLowerCase();
  if (!opener || notImperative.test(opener) || /[?]\s*$/.test(prompt ?? '')) return false;
  const verb = pairs.find(([, right]) => right === keyFirst);
  if (!verb) return false;
  const [yours, right] = verb;
  if (!politeOf(code, right, yours) && !politeOf(code, yours, right)) return false;
  const rest = pairs.filter((pair) => pair !== verb);
  return rest.length === 0 || isOtherAddressee(code, rest);
}
