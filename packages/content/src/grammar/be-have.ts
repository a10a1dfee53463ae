/**
 * "Essere" and "avere" in the present, the first verbs an Italian course drills: where someone is
 * or comes from beside what they have, and the states Italian says with avere where English says
 * "to be" (ho fame: I am hungry). The learner chooses the verb and its person; forms.ts turns the
 * sentences into items.
 */
import { conjugate } from '../conjugation/conjugate';
import type { Random } from '../random';
import { capitalise, type Extra, type Subject } from './clause';
import type { FormSentence } from './forms';

type Predicate = { verb: 'essere' | 'avere'; it: string; en: string; enVerb: 'be' | 'have' };

const is = (it: string, en: string): Predicate => ({ verb: 'essere', it, en, enVerb: 'be' });
const has = (it: string, en: string): Predicate => ({ verb: 'avere', it, en, enVerb: 'have' });
/** A state said with avere in Italian and with "to be" in English. */
const feels = (it: string, en: string): Predicate => ({ verb: 'avere', it, en, enVerb: 'be' });

/** Predicates that agree with no subject, so that any subject takes them. */
const predicates: readonly Predicate[] = [
  is('a casa', 'at home'),
  is('in ritardo', 'late'),
  is('in giardino', 'in the garden'),
  is('in vacanza', 'on holiday'),
  is('in classe', 'in class'),
  has('un cane', 'a dog'),
  has('una bicicletta nuova', 'a new bike'),
  has('due fratelli', 'two brothers'),
  feels('fame', 'hungry'),
  feels('sete', 'thirsty'),
  feels('fretta', 'in a hurry'),
];

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

const present = (verb: string, subject: Subject) =>
  conjugate('it', verb, 'PRESENTE', subject.person).join(' ');

/** The sentence: the right verb, the other verb and another person's form as the wrong ones. */
export function essereAvereSentence(
  subject: Subject,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const predicate = pick(predicates, random);
  const other = predicate.verb === 'essere' ? 'avere' : 'essere';
  const right = present(predicate.verb, subject);
  const person = subject.person === 2 ? 5 : 2;
  const english = conjugate('en', predicate.enVerb, 'SIMPLE_PRESENT', subject.person).join(' ');
  const after = adverbials.map((adverbial) => adverbial.text.it ?? '');
  const en = [subject.text.en, english, predicate.en, ...adverbials.map((a) => a.text.en)];
  return {
    before: [capitalise(subject.text.it ?? '')],
    slot: {
      right: [right],
      wrong: [
        present(other, subject),
        conjugate('it', predicate.verb, 'PRESENTE', person).join(' '),
      ],
    },
    noun: predicate.it,
    after,
    en: `${capitalise(en.join(' '))}.`,
  };
}

export const beHaveDrills = {
  'it.essere-avere': {
    paradigm: [
      'sono',
      'sei',
      'è',
      'siamo',
      'siete',
      'ho',
      'hai',
      'ha',
      'abbiamo',
      'avete',
      'hanno',
    ],
    nouns: [],
    sentence: essereAvereSentence,
  },
};

export type BeHaveDrillId = keyof typeof beHaveDrills;
