/**
 * Pronominal (reflexive) verbs: French in the present ("je me lève") and the passé composé ("elle
 * s'est levée"), German in the present ("Anna beeilt sich"). The verb forms come from the
 * libraries (french-verbs' pronominal present and participle, german-verbs' present and its
 * reflexive pronouns); the French passé composé is assembled here, as the library elides "me"
 * before "suis" (*m'suis). Only verbs that cannot drop their pronoun are used, so a form without
 * it is wrong, never another verb ("Léa lève..." needs an object; "Anna wäscht" could be laundry).
 */
import * as FrenchVerbs from 'french-verbs';
import * as GermanVerbs from 'german-verbs';
import { conjugate, frenchVerbs, type Person } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { capitalise, type Extra, type Subject } from './clause';
import type { FormSentence, Slot } from './forms';

export type ReflexiveTense = 'present' | 'past';

/** A pronominal verb and what follows it, with the English verb (and its particle or rest). */
type Scene = { verb: string; rest: string; en: [verb: string, rest: string] };

const frenchScenes: readonly Scene[] = [
  { verb: 'lever', rest: 'à sept heures', en: ['get', 'up at seven'] },
  { verb: 'coucher', rest: 'tôt', en: ['go', 'to bed early'] },
  { verb: 'réveiller', rest: 'tôt', en: ['wake', 'up early'] },
  { verb: 'habiller', rest: 'vite', en: ['get', 'dressed quickly'] },
  { verb: 'promener', rest: 'dans le parc', en: ['go', 'for a walk in the park'] },
  { verb: 'reposer', rest: 'après le déjeuner', en: ['rest', 'after lunch'] },
  { verb: 'dépêcher', rest: 'pour prendre le bus', en: ['hurry', 'to catch the bus'] },
  { verb: 'amuser', rest: 'au parc', en: ['have', 'fun at the park'] },
];

const germanScenes: readonly Scene[] = [
  { verb: 'beeilen', rest: '', en: ['hurry', ''] },
  { verb: 'verspäten', rest: '', en: ['be', 'late'] },
  { verb: 'setzen', rest: 'ans Fenster', en: ['sit', 'down at the window'] },
  { verb: 'langweilen', rest: 'im Unterricht', en: ['get', 'bored in class'] },
  { verb: 'erholen', rest: 'im Garten', en: ['relax', 'in the garden'] },
  { verb: 'freuen', rest: 'auf das Wochenende', en: ['look', 'forward to the weekend'] },
];

/** The verbs, for the tests. */
export const reflexiveVerbs = {
  fr: frenchScenes.map((scene) => scene.verb),
  de: germanScenes.map((scene) => scene.verb),
};

const times = {
  present: { fr: 'tous les matins', de: 'jeden Morgen', en: 'every morning' },
  past: { fr: 'hier', de: 'gestern', en: 'yesterday' },
} as const;

const frenchVowel = (word: string) => /^[aeiouyhàâéèêîôûœ]/i.test(word);
/** me, te, se, nous, vous, se; "me" elides before a vowel: m'habille, s'est. */
const frenchPronouns = ['me', 'te', 'se', 'nous', 'vous', 'se'] as const;
const withPronoun = (pronoun: string, word: string) =>
  pronoun.length === 2 && frenchVowel(word) ? `${pronoun[0]}'${word}` : `${pronoun} ${word}`;

/** The French present of a pronominal verb, from the library: "me lève", "s'habillent". */
export function frenchReflexivePresent(verb: string, person: Person): string {
  return FrenchVerbs.getConjugation(
    frenchVerbs(),
    verb,
    'PRESENT',
    person,
    {},
    true,
    undefined,
    undefined,
    'Act',
  );
}

const frenchParticiple = (verb: string, gender: 'M' | 'F', plural: boolean) =>
  FrenchVerbs.getConjugation(
    frenchVerbs(),
    verb,
    'PARTICIPE_PASSE',
    0,
    { agreeGender: gender, agreeNumber: plural ? 'P' : 'S' },
    false,
    undefined,
    undefined,
    'Act',
  );

/** The French passé composé: pronoun + être + the participle agreeing with the subject. */
export function frenchReflexivePast(
  verb: string,
  person: Person,
  gender: 'M' | 'F',
  auxiliary: 'être' | 'avoir' = 'être',
  pronoun: string = frenchPronouns[person],
): string {
  const [finite = ''] = conjugate('fr', auxiliary, 'PRESENT', person);
  const participle =
    auxiliary === 'être'
      ? frenchParticiple(verb, gender, person >= 3)
      : frenchParticiple(verb, 'M', false);
  return `${withPronoun(pronoun, finite)} ${participle}`;
}

/** The French slot: the right forms (either gender where the subject may be either), then slips. */
export function frenchSlot(subject: Subject, verb: string, tense: ReflexiveTense): Slot {
  const { person } = subject;
  const genders = subject.eitherGender ? (['M', 'F'] as const) : [subject.gender];
  const third = person === 2 || person === 5;
  if (tense === 'present') {
    const right = frenchReflexivePresent(verb, person);
    const bare = conjugate('fr', verb, 'PRESENT', person).join(' ');
    // The learner's "se" for every person (*je se lève); a third person without its pronoun
    // (*Léa lève); the ending of another person with the pronoun (*Léa se lèvent).
    const otherPerson = frenchReflexivePresent(verb, person === 2 ? 5 : 2);
    const wrong = third ? [bare, otherPerson] : [withPronoun('se', bare), otherPerson, bare];
    return { right: [right], wrong: distinct([right], wrong) };
  }
  const right = genders.map((gender) => frenchReflexivePast(verb, person, gender));
  // avoir for être (*s'a levé); no agreement (*Léa s'est levé); "se" for every person.
  const wrong = [
    frenchReflexivePast(verb, person, 'M', 'avoir'),
    frenchReflexivePast(verb, person, subject.gender === 'F' ? 'M' : 'F'),
    ...(third ? [] : [frenchReflexivePast(verb, person, subject.gender, 'être', 'se')]),
  ];
  return { right, wrong: distinct(right, wrong) };
}

const number = (person: Person) => (person >= 3 ? 'P' : 'S');
const person3 = (person: Person) => ((person % 3) + 1) as 1 | 2 | 3;

/** mich, dich, sich, uns, euch, sich: the library's accusative reflexive pronouns. */
export const germanReflexivePronoun = (person: Person) =>
  GermanVerbs.getReflexiveFormPronoun('ACCUSATIVE', person3(person), number(person));

/** The German slot: the verb and its pronoun ("beeilt sich"); slips: sich for every person, none. */
export function germanSlot(person: Person, verb: string): Slot {
  const [finite = ''] = conjugate('de', verb, 'PRASENS', person);
  const right = `${finite} ${germanReflexivePronoun(person)}`;
  const third = person === 2 || person === 5;
  const otherPerson = `${conjugate('de', verb, 'PRASENS', person === 2 ? 5 : 2).join(' ')} sich`;
  const wrong = third ? [finite, otherPerson] : [`${finite} sich`, otherPerson, finite];
  return { right: [right], wrong: distinct([right], wrong) };
}

function distinct(right: string[], slips: string[]): string[] {
  return slips.filter((slip, i) => !right.includes(slip) && slips.indexOf(slip) === i);
}

/** "Emma gets up at seven every morning": the English of the sentence. */
function english(
  subject: Subject,
  [verb, rest]: Scene['en'],
  tense: ReflexiveTense,
  adverbials: readonly Extra[],
): string {
  const form = conjugate(
    'en',
    verb,
    tense === 'present' ? 'SIMPLE_PRESENT' : 'SIMPLE_PAST',
    subject.person,
  ).join(' ');
  const words = [subject.text.en, form, rest, times[tense].en, ...adverbials.map((a) => a.text.en)];
  return `${capitalise(words.filter(Boolean).join(' '))}.`;
}

/**
 * One sentence: the subject, the verb and its pronoun (the slot), what follows, and the time. The
 * time may also open the sentence ("Tous les matins, Léa se lève...", "Jeden Morgen beeilt sich
 * Anna"): those orders are right too.
 */
export function reflexiveSentence(
  code: 'fr' | 'de',
  tense: ReflexiveTense,
  subject: Subject,
  given: readonly Extra[],
  random: Random,
): FormSentence {
  const scene = pick(code === 'fr' ? frenchScenes : germanScenes, random);
  const who = subject.text[code] ?? '';
  const time = times[tense][code];
  // "Every morning" leaves out "after a long day".
  const adverbials = given.filter((extra) => !extra.clashes?.test(times[tense].en));
  const extra = adverbials.map((a) => a.text[code]);
  const en = english(subject, scene.en, tense, adverbials);
  const sentence = (words: string[]) => `${capitalise(words.filter(Boolean).join(' '))}.`;
  if (code === 'fr') {
    const slot = frenchSlot(subject, scene.verb, tense);
    const rest = [scene.rest, time, ...extra].filter(Boolean).join(' ');
    return {
      before: [who],
      slot,
      noun: rest,
      after: [],
      en,
      alsoRight: [sentence([`${time},`, who, slot.right[0] ?? '', scene.rest, ...extra])],
    };
  }
  const slot = germanSlot(subject.person, scene.verb);
  const [finite = '', pronoun = ''] = (slot.right[0] ?? '').split(' ');
  const middle = [...extra, scene.rest];
  // With the time first, the verb stays second; "sich" may come before a noun subject or after it.
  const fronted = [sentence([time, finite, who, pronoun, ...middle])];
  if (!['ich', 'du', 'wir'].includes(who))
    fronted.push(sentence([time, finite, pronoun, who, ...middle]));
  return {
    before: [who],
    slot,
    noun: [time, ...middle].filter(Boolean).join(' '),
    after: [],
    en,
    alsoRight: fronted,
  };
}
