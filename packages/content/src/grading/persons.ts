import { italianVerbs } from '../conjugation/conjugate';
import { conjugateIberian } from '../conjugation/iberian';
import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';
import { simpleTenses } from './equivalents';
import { lexicons } from './lexicon';
import { loadedSpeller } from './spelling';

/**
 * The persons (0-5: I, you, he/she, we, you, they) a finite verb form of Spanish, Portuguese or
 * Italian can have, from the conjugation tables: "vivimos" is 3 (we), "comía" 0 or 2. Undefined
 * for a word the tables do not know.
 */
const tables = new Map<LanguageCode, Map<string, Set<number>>>();
const italianPersons: Record<string, number> = { S1: 0, S2: 1, S3: 2, P1: 3, P2: 4, P3: 5 };
const italianIrregular =
  'essere avere andare fare stare dare dire venire volere potere dovere sapere uscire bere tenere rimanere'.split(
    ' ',
  );

function tableFor(code: LanguageCode): Map<string, Set<number>> {
  let table = tables.get(code);
  if (table) return table;
  table = new Map();
  const add = (form: string | undefined, person: number) => {
    if (!form) return;
    const set = table?.get(form) ?? new Set<number>();
    set.add(person);
    table?.set(form, set);
  };
  if (code === 'es' || code === 'pt') {
    for (const verb of Object.keys(code === 'es' ? spanishVerbs : portugueseVerbs))
      for (const tense of simpleTenses)
        for (let person = 0; person < 6; person++)
          add(conjugateIberian(code, verb, tense, person)[0], person);
  } else if (code === 'it') {
    // The irregular verbs only (walking the whole dictionary takes a second): the regular ones
    // are told by their endings.
    const dictionary = italianVerbs() as unknown as Record<string, unknown>;
    const visit = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      for (const [key, inner] of Object.entries(value)) {
        const person = italianPersons[key];
        if (person !== undefined && typeof inner === 'string') add(inner, person);
        else visit(inner);
      }
    };
    for (const verb of italianIrregular) {
      // The imperative's persons are not the indicative's: "mangia" (tu!) is "lui mangia".
      const { impr: _imperative, ...moods } = (dictionary[verb] ?? {}) as Record<string, unknown>;
      visit(moods);
    }
  }
  tables.set(code, table);
  return table;
}

const models: Record<'es' | 'pt' | 'it', readonly string[]> = {
  es: ['hablar', 'comer', 'vivir'],
  pt: ['falar', 'comer', 'partir'],
  it: ['parlare', 'credere', 'dormire', 'finire'],
};
const endingTables = new Map<'es' | 'pt' | 'it', Map<string, Set<number>>>();

/** The endings of the regular verbs, each with the persons it marks ("-imos": we). */
function endingsFor(code: 'es' | 'pt' | 'it'): Map<string, Set<number>> {
  let endings = endingTables.get(code);
  if (endings) return endings;
  const found = new Map<string, Set<number>>();
  const add = (stem: string, form: string | undefined, person: number) => {
    if (!form?.startsWith(stem)) return;
    const ending = form.slice(stem.length);
    const set = found.get(ending) ?? new Set<number>();
    set.add(person);
    found.set(ending, set);
  };
  for (const model of models[code]) {
    if (code === 'it') {
      const stem = model.slice(0, -3);
      const moods = (italianVerbs() as unknown as Record<string, Record<string, unknown>>)[model];
      for (const [mood, tenses] of Object.entries(moods ?? {})) {
        if (mood === 'impr' || !tenses || typeof tenses !== 'object') continue;
        for (const persons of Object.values(tenses as Record<string, unknown>)) {
          if (!persons || typeof persons !== 'object') continue;
          for (const [key, form] of Object.entries(persons as Record<string, string>))
            if (italianPersons[key] !== undefined) add(stem, form, italianPersons[key]);
        }
      }
      continue;
    }
    const stem = model.slice(0, -2);
    for (const tense of simpleTenses)
      for (let person = 0; person < 6; person++)
        add(stem, conjugateIberian(code, model, tense, person)[0], person);
  }
  endings = found;
  endingTables.set(code, endings);
  return endings;
}

export function personsOf(code: LanguageCode, form: string): ReadonlySet<number> | undefined {
  if (code !== 'es' && code !== 'pt' && code !== 'it') return undefined;
  const known = tableFor(code).get(form);
  if (known) return known;
  // A regular verb: the persons of every ending the form may have ("-o", "-a" and "-e" say too
  // little: "siempre", "casa").
  const persons = new Set<number>();
  for (const [ending, marked] of endingsFor(code))
    if (ending.length >= 2 && form.length >= ending.length + 2 && form.endsWith(ending))
      for (const person of marked) persons.add(person);
  return persons.size > 0 ? persons : undefined;
}

/** The person of each subject pronoun of the pro-drop languages. */
export const pronounPersons: Partial<Record<LanguageCode, Readonly<Record<string, number>>>> = {
  es: {
    yo: 0,
    tú: 1,
    él: 2,
    ella: 2,
    usted: 2,
    nosotros: 3,
    nosotras: 3,
    vosotros: 4,
    vosotras: 4,
    ellos: 5,
    ellas: 5,
    ustedes: 5,
  },
  pt: { eu: 0, tu: 1, ele: 2, ela: 2, você: 2, nós: 3, vós: 4, eles: 5, elas: 5, vocês: 5 },
  it: { io: 0, tu: 1, lui: 2, lei: 2, egli: 2, ella: 2, noi: 3, voi: 4, loro: 5 },
};

const personMaps = new Map<string, Map<string, string>>();
/**
 * A Portuguese (or Spanish) verb form in another person of the same verb and tense: "vais" (tu)
 * → "vai" (você), "vai" (a gente) → "vamos" (nós), "tienen" (ustedes) → "tenéis" (vosotros). `isVerb`, when given, must know the infinitive a
 * regular form comes from: otherwise any word with the ending would do ("inteligentes" as if
 * from "inteligenter").
 */
export function otherPersonOf(
  form: string,
  from: number,
  to: number,
  isVerb?: (infinitive: string) => boolean,
  code: 'es' | 'pt' = 'pt',
): string | undefined {
  const id = `${code}${from}>${to}`;
  let known = personMaps.get(id);
  if (!known) {
    known = new Map();
    for (const verb of Object.keys(code === 'es' ? spanishVerbs : portugueseVerbs))
      for (const tense of simpleTenses) {
        const source = conjugateIberian(code, verb, tense, from)[0];
        const target = conjugateIberian(code, verb, tense, to)[0];
        if (source && target && !known.has(source)) known.set(source, target);
      }
    personMaps.set(id, known);
  }
  const irregular = known.get(form);
  if (irregular) return irregular;
  // A regular verb: the longest ending of the person, put in the other person of its model.
  let best: string | undefined;
  let length = 0;
  // Tense by tense, so that of two readings with endings as long the indicative wins ("viven":
  // "vivir", not a subjunctive of "vivar").
  for (const tense of simpleTenses) {
    for (const model of models[code]) {
      const stem = model.slice(0, -2);
      const source = conjugateIberian(code, model, tense, from)[0]?.slice(stem.length);
      const target = conjugateIberian(code, model, tense, to)[0]?.slice(stem.length);
      if (!source || target === undefined || source.length <= length) continue;
      if (form.length < source.length + 2 || !form.endsWith(source)) continue;
      if (isVerb && !isVerb(form.slice(0, -source.length) + model.slice(stem.length))) continue;
      best = form.slice(0, -source.length) + target;
      length = source.length;
    }
  }
  return best;
}

const yourAsVoce: Record<string, string> = {
  teu: 'seu',
  tua: 'sua',
  teus: 'seus',
  tuas: 'suas',
  contigo: 'com você',
};

/**
 * "Tu vais ao cinema?" and "Você vai ao cinema?" translate the same "you": "tu" with its verb (and
 * "teu", "contigo") read as "você" with the third person. For translations only: a
 * transformation may be asking for one of them.
 */
export function asVoce(words: readonly string[]): string[] {
  const at = words.indexOf('tu');
  if (at < 0) return withoutTu(words);
  let verb = at + 1;
  while (
    verb < words.length &&
    /^(me|te|se|nos|não|já|também|nunca|sempre|ainda|só)$/.test(words[verb] as string)
  )
    verb++;
  const form = words[verb];
  const third = form && personsOf('pt', form)?.has(1) ? otherPersonOf(form, 1, 2) : undefined;
  if (!third) return [...words];
  return words.flatMap((word, index) => {
    if (index === at) return ['você'];
    if (index === verb) return [third];
    // The pronoun of "tu" before its verb: "tu te levantas" is "você se levanta".
    if (index > at && index < verb && word === 'te') return ['se'];
    return (yourAsVoce[word] ?? word).split(' ');
  });
}

/**
 * "Falas inglês?" says "tu" by its verb alone: a verb that can only be the second person
 * singular, in an answer without "você", reads as "você" and the third person.
 */
function withoutTu(words: readonly string[]): string[] {
  if (words.includes('você')) return [...words];
  const closed = new Set(lexicons.pt.classes.flat());
  const verb = words.findIndex((word) => {
    if (closed.has(word)) return false;
    const persons = personsOf('pt', word);
    return persons?.size === 1 && persons.has(1);
  });
  // With no "tu" to say so, only a real verb's form: an adjective's plural is no verb.
  const speller = loadedSpeller('pt');
  const isVerb = (infinitive: string) => speller?.correct(infinitive) ?? false;
  const third = verb < 0 ? undefined : otherPersonOf(words[verb] as string, 1, 2, isVerb);
  // "Ia contigo" / "iria com você": "contigo" says "you" with no verb of "tu" (not "teu", which
  // "seu" would also read as "his").
  if (!third) return words.flatMap((word) => (word === 'contigo' ? ['com', 'você'] : [word]));
  return words.flatMap((word, index) =>
    index === verb ? ['você', third] : (yourAsVoce[word] ?? word).split(' '),
  );
}

/**
 * "A gente vai ao cinema" (Brazil, spoken Portugal) says "nós vamos": "a gente" with its verb
 * read as "nós" with the first person plural. For translations only, as "você" above.
 */
export function asNos(words: readonly string[]): string[] {
  const at = words.findIndex((word, index) => word === 'a' && words[index + 1] === 'gente');
  if (at < 0) return [...words];
  let verb = at + 2;
  while (
    verb < words.length &&
    /^(se|não|já|também|nunca|sempre|ainda|só)$/.test(words[verb] as string)
  )
    verb++;
  const form = words[verb];
  const speller = loadedSpeller('pt');
  const isVerb = (infinitive: string) => speller?.correct(infinitive) ?? false;
  const we = form && personsOf('pt', form)?.has(2) ? otherPersonOf(form, 2, 3, isVerb) : undefined;
  if (!we) return [...words];
  return words.flatMap((word, index) => {
    if (index === at) return ['nós'];
    if (index === at + 1) return [];
    if (index === verb) return [we];
    // "a gente se vê" is "nós nos vemos".
    if (index > at + 1 && index < verb && word === 'se') return ['nos'];
    return [word];
  });
}
