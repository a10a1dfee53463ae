/**
 * "To be" and "to have" in the present, the first verbs a course drills (essere e avere, être et
 * avoir, sein und haben): where someone is beside what they have, and what each language says
 * with the other verb than English does: hunger with avere, avoir, haben (ho fame, j'ai faim, ich
 * habe Hunger: I am hungry), age with avoir but sein (j'ai seize ans, ich bin sechzehn Jahre alt).
 * The learner chooses the verb and its person; forms.ts turns the sentences into items.
 */
import { type Person, sayPresent } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { articleSlot, frenchVowel, germanIndefinite } from './articles';
import { capitalise, type Extra, type Subject } from './clause';
import type { Drill, FormSentence, Slot } from './forms';
import type { Noun } from './nouns';

type Language = 'it' | 'fr' | 'de';
type Verb = 'be' | 'have';

type Predicate = {
  verb: Verb;
  text: string;
  en: string;
  enVerb: Verb;
  /** The same said with "to be" and an adjective, as right: "Ich bin hungrig" for "Ich habe Hunger". */
  asAdjective?: string;
  /** An age, which parents of the learners' age are not. */
  age?: true;
  /** For one person only: "Nous sommes deux frères" (there are two of us) is right too. */
  singular?: true;
  /** Still a sentence with the other verb ("Tu es une voiture"): the person slip is planted. */
  readsWithOther?: true;
};

const is = (text: string, en: string): Predicate => ({ verb: 'be', text, en, enVerb: 'be' });
const has = (text: string, en: string): Predicate => ({ verb: 'have', text, en, enVerb: 'have' });
/** A state said with "to have" here and with "to be" in English. */
const feels = (text: string, en: string, asAdjective?: string): Predicate => ({
  verb: 'have',
  text,
  en,
  enVerb: 'be',
  ...(asAdjective ? { asAdjective } : {}),
});
const age = (verb: Verb, text: string, en: string): Predicate => ({
  verb,
  text,
  en,
  enVerb: 'be',
  age: true,
});

const n = (text: string, gender: Noun['gender'], en: string): Noun => ({ text, gender, en });

/** What one has, with the article of its gender (the accusative in German: einen Hund). */
const belongings: Record<'fr' | 'de', readonly Noun[]> = {
  // Not "un chien": "Tu es un chien" is right, an insult.
  fr: [n('jardin', 'M', 'a garden'), n('vélo', 'M', 'a bike'), n('voiture', 'F', 'a car')],
  // Masculine, so that the other verb is a slip: *Ich bin einen Hund (ich bin eine Katze reads).
  de: [n('Hund', 'M', 'a dog'), n('Garten', 'M', 'a garden'), n('Computer', 'M', 'a computer')],
};
const brothers: Record<'fr' | 'de', Noun> = {
  fr: { text: 'frères', gender: 'M', en: 'two brothers', plural: true, lemma: 'frère' },
  de: { text: 'Brüder', gender: 'M', en: 'two brothers', plural: true, lemma: 'Bruder' },
};

function owned(code: 'fr' | 'de', noun: Noun): Predicate {
  const [article] = (code === 'de' ? germanIndefinite(noun) : articleSlot(code, 'indefinite', noun))
    .right;
  const owning = has(`${article} ${noun.text}`, noun.en);
  return code === 'fr' ? { ...owning, readsWithOther: true } : owning;
}

const ownings = (code: 'fr' | 'de', two: string) => [
  ...belongings[code].map((noun) => owned(code, noun)),
  { ...has(`${two} ${brothers[code].text}`, brothers[code].en), singular: true as const },
];

/** Predicates that agree with no subject, so that any subject takes them. */
const predicates: Record<Language, readonly Predicate[]> = {
  it: [
    is('a casa', 'at home'),
    is('in ritardo', 'late'),
    is('in giardino', 'in the garden'),
    is('in vacanza', 'on holiday'),
    is('in classe', 'in class'),
    has('un cane', 'a dog'),
    has('una bicicletta nuova', 'a new bike'),
    { ...has('due fratelli', 'two brothers'), singular: true },
    feels('fame', 'hungry'),
    feels('sete', 'thirsty'),
    feels('fretta', 'in a hurry'),
  ],
  fr: [
    is('à la maison', 'at home'),
    is('en retard', 'late'),
    is('en vacances', 'on holiday'),
    is('en classe', 'in class'),
    ...ownings('fr', 'deux'),
    // Not "froid" nor "chaud": "Léa est froide" is right, of another meaning.
    feels('faim', 'hungry'),
    feels('soif', 'thirsty'),
    feels('sommeil', 'sleepy'),
    feels('raison', 'right'),
    age('have', 'seize ans', 'sixteen years old'),
    age('have', 'douze ans', 'twelve years old'),
  ],
  de: [
    is('zu Hause', 'at home'),
    is('im Urlaub', 'on holiday'),
    // German adjectives after sein do not agree.
    is('krank', 'ill'),
    is('müde', 'tired'),
    ...ownings('de', 'zwei'),
    feels('Hunger', 'hungry', 'hungrig'),
    feels('Durst', 'thirsty', 'durstig'),
    age('be', 'sechzehn Jahre alt', 'sixteen years old'),
    age('be', 'zwölf Jahre alt', 'twelve years old'),
  ],
};

const verbs: Record<Language, Record<Verb, string>> = {
  it: { be: 'essere', have: 'avere' },
  fr: { be: 'être', have: 'avoir' },
  de: { be: 'sein', have: 'haben' },
};
const present = (code: Language, verb: Verb, person: Person) =>
  sayPresent(code, verbs[code][verb], person);

/** French "je" elides before a vowel, so it goes in the slot with its verb: "j'ai", "je suis". */
const saysJe = (code: Language, subject: Subject) => code === 'fr' && subject.text.fr === 'je';

/**
 * The right verb; the slips: the other verb, then "je" left whole before a vowel ("*je ai") and
 * another person's form; the other verb second when the sentence still reads with it.
 */
export function beHaveSlot(
  code: Language,
  subject: Subject,
  verb: Verb,
  readsWithOther = false,
): Slot {
  const je = saysJe(code, subject);
  const said = (form: string) => (!je ? form : frenchVowel(form) ? `j'${form}` : `je ${form}`);
  const right = present(code, verb, subject.person);
  const other = said(present(code, verb === 'be' ? 'have' : 'be', subject.person));
  const person = [
    ...(je && frenchVowel(right) ? [`je ${right}`] : []),
    said(present(code, verb, subject.person === 2 ? 5 : 2)),
  ];
  return {
    right: [said(right)],
    wrong: readsWithOther ? [...person.slice(0, 1), other, ...person.slice(1)] : [other, ...person],
  };
}

/** A sentence with a predicate the subject can take, its verb in the slot. */
function beHaveSentence(
  code: Language,
  subject: Subject,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const fitting = predicates[code].filter(
    (p) => !(p.age && subject.id === 'parents') && !(p.singular && subject.person > 2),
  );
  const predicate = pick(fitting, random);
  const who = subject.text[code] ?? '';
  const english = sayPresent('en', predicate.enVerb, subject.person);
  const after = adverbials.map((adverbial) => adverbial.text[code] ?? '');
  const en = [subject.text.en, english, predicate.en, ...adverbials.map((a) => a.text.en)];
  const be = present(code, 'be', subject.person);
  const asAdjective = predicate.asAdjective && [who, be, predicate.asAdjective, ...after].join(' ');
  return {
    before: saysJe(code, subject) ? [] : [capitalise(who)],
    slot: beHaveSlot(code, subject, predicate.verb, predicate.readsWithOther),
    noun: predicate.text,
    after,
    en: `${capitalise(en.join(' '))}.`,
    ...(asAdjective ? { alsoRight: [`${capitalise(asAdjective)}.`] } : {}),
  };
}

/** Every present form of both verbs, "j'ai" with them. */
const paradigm = (code: Language) => [
  ...new Set(
    ([0, 1, 2, 3, 4, 5] as const).flatMap((person) =>
      (['be', 'have'] as const).map((verb) => present(code, verb, person)),
    ),
  ),
  ...(code === 'fr' ? ["j'ai"] : []),
];

const drill = (code: Language, nouns: readonly Noun[]): Drill => ({
  paradigm: paradigm(code),
  nouns,
  sentence: (subject, adverbials, random) => beHaveSentence(code, subject, adverbials, random),
});

export const beHaveDrills = {
  'it.essere-avere': drill('it', []),
  'fr.etre-avoir': drill('fr', [...belongings.fr, brothers.fr]),
  'de.sein-haben': drill('de', [...belongings.de, brothers.de]),
};

export type BeHaveDrillId = keyof typeof beHaveDrills;
