/**
 * German polite requests with the Konjunktiv II (Profile Deutsch A2): "Könnten Sie mir helfen?",
 * "Würdest du das Fenster öffnen?", "Ich hätte gern einen Kaffee". The slips: the Präteritum
 * without umlaut ("konnten", "wurdest", "hatte"), and another person's form.
 */
import { conjugate, type Person } from '../conjugation/conjugate';
import type { Random } from '../random';
import { capitalise } from './clause';
import type { Drill, FormSentence } from './forms';

/** Whom a question asks: du, ihr or Sie, whose verb is the plural's. English says "you" to all. */
const addressees: readonly { text: string; person: Person }[] = [
  { text: 'du', person: 1 },
  { text: 'ihr', person: 4 },
  { text: 'Sie', person: 5 },
];

/** "Könntest du mir bitte helfen?": the verb opens the question. */
type Question = {
  verb: 'können' | 'werden';
  rest: [short: string, long: string];
  en: [string, string];
};

const questions: readonly Question[] = [
  {
    verb: 'können',
    rest: ['mir bitte helfen', 'mir bitte mit dem schweren Koffer helfen'],
    en: ['Could you help me, please?', 'Could you help me with the heavy suitcase, please?'],
  },
  {
    verb: 'können',
    rest: ['mir bitte das Salz geben', 'mir bitte noch einmal das Salz geben'],
    en: ['Could you pass me the salt, please?', 'Could you pass me the salt again, please?'],
  },
  {
    verb: 'können',
    rest: [
      'mir bitte den Weg zum Bahnhof zeigen',
      'mir bitte auf dem Stadtplan den Weg zum Bahnhof zeigen',
    ],
    en: [
      'Could you show me the way to the station, please?',
      'Could you show me the way to the station on the map, please?',
    ],
  },
  {
    verb: 'werden',
    rest: ['bitte das Fenster öffnen', 'bitte kurz das Fenster in der Küche öffnen'],
    en: [
      'Would you open the window, please?',
      'Would you open the kitchen window for a moment, please?',
    ],
  },
  {
    verb: 'werden',
    rest: ['bitte etwas leiser sprechen', 'bitte am Telefon etwas leiser sprechen'],
    en: [
      'Would you speak a little more quietly, please?',
      'Would you speak a little more quietly on the phone, please?',
    ],
  },
];

/** "Ich hätte gern einen Kaffee": what someone would like, said to a waiter or a clerk. */
type Wish = { rest: [short: string, long: string]; en: [string, string] };

const wishes: readonly Wish[] = [
  {
    rest: ['gern einen Kaffee', 'gern einen Kaffee mit Milch und ein Stück Kuchen'],
    en: ['would like a coffee', 'would like a coffee with milk and a piece of cake'],
  },
  {
    rest: ['gern zwei Karten für heute Abend', 'gern zwei Karten für das Konzert heute Abend'],
    en: ['would like two tickets for tonight', 'would like two tickets for the concert tonight'],
  },
  {
    rest: ['gern ein Zimmer mit Balkon', 'gern ein ruhiges Zimmer mit Balkon für zwei Nächte'],
    en: [
      'would like a room with a balcony',
      'would like a quiet room with a balcony for two nights',
    ],
  },
];

const wishers: readonly { text: string; en: string; person: Person }[] = [
  { text: 'ich', en: 'I', person: 0 },
  { text: 'wir', en: 'we', person: 3 },
];

const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};

const subjunctive = (verb: string, person: Person) =>
  conjugate('de', verb, 'KONJUNKTIV2_PRATERITUM', person)[0] ?? '';
const preterite = (verb: string, person: Person) =>
  conjugate('de', verb, 'PRATERITUM', person)[0] ?? '';

/** The form, the Präteritum slip and another person's form, all different. */
function politeSlot(verb: string, person: Person, other: Person, open: boolean) {
  const shown = (form: string) => (open ? capitalise(form) : form);
  const right = subjunctive(verb, person);
  const wrong = [preterite(verb, person), subjunctive(verb, other)].filter((f) => f !== right);
  return { right: [shown(right)], wrong: [...new Set(wrong)].map(shown) };
}

function questionSentence(question: Question, long: boolean, random: Random): FormSentence {
  const addressee = pick(addressees, random);
  const rest = question.rest[long ? 1 : 0];
  // "Könntest du" beside "Könnten du": the slip is the plural, or the singular for Sie and ihr.
  const other: Person = addressee.person === 1 ? 5 : 1;
  const asked = (to: (typeof addressees)[number]) =>
    `${capitalise(subjunctive(question.verb, to.person))} ${to.text} ${rest}?`;
  return {
    before: [],
    slot: politeSlot(question.verb, addressee.person, other, true),
    noun: `${addressee.text} ${rest}?`,
    after: [],
    en: question.en[long ? 1 : 0],
    // English "you" is du, ihr and Sie alike.
    alsoRight: addressees.filter((to) => to !== addressee).map(asked),
  };
}

function wishSentence(wish: Wish, long: boolean, random: Random): FormSentence {
  const wisher = pick(wishers, random);
  const rest = wish.rest[long ? 1 : 0];
  const other: Person = wisher.person === 0 ? 3 : 0;
  return {
    before: [wisher.text],
    slot: politeSlot('haben', wisher.person, other, false),
    noun: rest,
    after: [],
    en: `${capitalise(`${wisher.en} ${wish.en[long ? 1 : 0]}`)}.`,
    // "Ich möchte einen Kaffee" says it as politely.
    alsoRight: [
      `${capitalise(wisher.text)} ${subjunctive('mögen', wisher.person)} ${rest.replace(/^gern /, '')}.`,
    ],
  };
}

export const politeDrills = {
  'de.polite-requests': {
    // Computed on first use: the German dictionary is slow to load.
    get paradigm() {
      return [
        ...['können', 'werden'].flatMap((verb) =>
          addressees.map((to) => capitalise(subjunctive(verb, to.person))),
        ),
        'hätte',
        'hätten',
      ];
    },
    nouns: [],
    sentence: (_subject, adverbials, random) => {
      const long = adverbials.length > 0;
      return random() < 0.65
        ? questionSentence(pick(questions, random), long, random)
        : wishSentence(pick(wishes, random), long, random);
    },
  },
} satisfies Record<string, Drill>;

export type PoliteDrillId = keyof typeof politeDrills;
