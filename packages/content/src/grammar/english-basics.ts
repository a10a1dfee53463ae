/**
 * English A1 points the other languages have as their own: possessive adjectives ("Emma looks
 * for her keys"), "there is / there are" by the number of the noun, and the verb to be in the
 * present and the past ("I am at home", "We were tired yesterday"). The verb comes
 * from the conjugation code; forms.ts turns the sentences into items.
 */
import { conjugate } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { capitalise, type Extra, type Subject, subjects } from './clause';
import type { FormSentence as Sentence, Slot } from './forms';

/** The owner's possessive, and the slips teachers see: his/her, there/their, you're/your. */
export const englishPossessives: Record<string, Slot> = {
  I: { right: ['my'], wrong: ['me', 'mine'] },
  you: { right: ['your'], wrong: ["you're", 'yours'] },
  she: { right: ['her'], wrong: ['his', 'hers'] },
  he: { right: ['his'], wrong: ['her', 'him'] },
  sister: { right: ['her'], wrong: ['his', 'hers'] },
  we: { right: ['our'], wrong: ['us', 'ours'] },
  parents: { right: ['their'], wrong: ['there', 'theirs'] },
  friends: { right: ['their'], wrong: ['there', 'theirs'] },
};

const things = ['keys', 'phone', 'bag', 'books', 'jacket', 'glasses', 'ticket'];
/** What lengthens a sentence at higher levels. */
const places = ['', 'in the kitchen', 'in the kitchen this morning'];

const owners = subjects.filter(
  (subject) => subject.id !== 'you-all' && englishPossessives[subject.id],
);

function possessiveSentence(given: Subject, depth: number, random: Random): Sentence {
  const subject = owners.includes(given) ? given : pick(owners, random);
  const verb = conjugate('en', 'look', 'SIMPLE_PRESENT', subject.person).join(' ');
  const slot = englishPossessives[subject.id] ?? { right: ['their'], wrong: ['there', 'theirs'] };
  const thing = pick(things, random);
  const after = places[depth] ? [places[depth] as string] : [];
  const text = [subject.text.en, verb, 'for', slot.right[0], thing, ...after].join(' ');
  return {
    before: [capitalise(subject.text.en ?? ''), verb, 'for'],
    slot,
    noun: thing,
    after,
    en: `${capitalise(text)}.`,
  };
}

/** Things in a room: singular, plural (with a number word) and uncountable (there is). */
const roomThings: readonly { text: string; plural: boolean }[] = [
  { text: 'a book', plural: false },
  { text: 'an apple', plural: false },
  { text: 'some milk', plural: false },
  { text: 'a lot of bread', plural: false },
  { text: 'two cups', plural: true },
  { text: 'three chairs', plural: true },
  { text: 'some eggs', plural: true },
  { text: 'many photos', plural: true },
];
const where = ['on the table', 'on the table in the kitchen', 'on the big table in the kitchen'];

function thereSentence(depth: number, random: Random): Sentence {
  const thing = pick(roomThings, random);
  const be = conjugate('en', 'be', 'SIMPLE_PRESENT', thing.plural ? 5 : 2).join(' ');
  const slot = { right: [be], wrong: [thing.plural ? 'is' : 'are', 'have'] };
  const place = where[depth] ?? '';
  return {
    before: ['There'],
    slot,
    noun: thing.text,
    after: [place],
    en: `There ${be} ${thing.text} ${place}.`,
  };
}

/** Where or how someone is: now, and (with a time that says so) in the past; longer at higher levels. */
const states: Record<'present' | 'past', readonly (readonly string[])[]> = {
  present: [
    ['at home', 'at home with my grandparents', 'at home with my grandparents this week'],
    ['very tired', 'very tired today', 'very tired today after the long trip'],
    ['in the garden', 'in the garden now', 'in the garden with the dog now'],
    ['at school', 'at school today', 'at school until four today'],
  ],
  past: [
    [
      'at home yesterday',
      'at home all day yesterday',
      'at home all day yesterday because of the rain',
    ],
    [
      'very tired last night',
      'very tired after work last night',
      'very tired after a long day at work last night',
    ],
    [
      'at the cinema last night',
      'at the cinema with friends last night',
      'at the cinema with some old friends last night',
    ],
    ['ill last week', 'ill for three days last week', 'ill in bed for three days last week'],
  ],
};

/** "I am" / "we were": the form, the other forms as slips (in the past, a present one too). */
function beSlot(person: Subject['person'], tense: 'present' | 'past'): Slot {
  const form = conjugate(
    'en',
    'be',
    tense === 'present' ? 'SIMPLE_PRESENT' : 'SIMPLE_PAST',
    person,
  ).join(' ');
  const forms: readonly string[] =
    tense === 'present' ? ['am', 'is', 'are'] : ['was', 'were', 'are'];
  return { right: [form], wrong: forms.filter((other) => other !== form) };
}

function beSentence(
  subject: Subject,
  tense: 'present' | 'past',
  depth: number,
  random: Random,
): Sentence {
  const slot = beSlot(subject.person, tense);
  const state = pick(states[tense], random)[depth] ?? '';
  return {
    before: [capitalise(subject.text.en ?? '')],
    slot,
    noun: state,
    after: [],
    en: `${capitalise(`${subject.text.en} ${slot.right[0]} ${state}`)}.`,
  };
}

type EnglishDrill = {
  paradigm: readonly string[];
  nouns: readonly never[];
  sentence: (subject: Subject, adverbials: readonly Extra[], random: Random) => Sentence;
};

export const englishBasicsDrills = {
  'en.possessive-adjectives': {
    paradigm: ['my', 'your', 'his', 'her', 'our', 'their'],
    nouns: [],
    sentence: (subject, adverbials, random) =>
      possessiveSentence(subject, Math.min(adverbials.length, 2), random),
  },
  'en.to-be-present': {
    paradigm: ['am', 'is', 'are'],
    nouns: [],
    sentence: (subject, adverbials, random) =>
      beSentence(subject, 'present', Math.min(adverbials.length, 2), random),
  },
  'en.to-be-past': {
    paradigm: ['was', 'were'],
    nouns: [],
    sentence: (subject, adverbials, random) =>
      beSentence(subject, 'past', Math.min(adverbials.length, 2), random),
  },
  'en.there-is-are': {
    paradigm: ['is', 'are'],
    nouns: [],
    sentence: (_subject, adverbials, random) =>
      thereSentence(Math.min(adverbials.length, 2), random),
  },
} satisfies Record<string, EnglishDrill>;

export type EnglishBasicsDrillId = keyof typeof englishBasicsDrills;
