/**
 * Polite requests, a use of the Konjunktiv II and the conditionnel taught on its own (Profile
 * Deutsch and the FLE référentiels, A2): "Könnten Sie mir helfen?", "Ich hätte gern einen Kaffee",
 * "Vous pourriez m'aider ?", "Je voudrais un café". The slips: in German the Präteritum without
 * umlaut ("konnten", "hatte"), in French the future that sounds alike ("je voudrai"), and another
 * person's form.
 */
import { conjugate, type Person } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
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

/** Whom the items ask: du and Sie, as the textbooks' polite requests do; ihr is right in a translation. */
const asked = addressees.filter((to) => to.text !== 'ihr');

function questionSentence(question: Question, long: boolean, random: Random): FormSentence {
  const addressee = pick(asked, random);
  const rest = question.rest[long ? 1 : 0];
  // "Könntest du" beside "Könnten du": the slip is the plural for du, the singular for Sie.
  const other: Person = addressee.person === 1 ? 5 : 1;
  const askedOf = (to: (typeof addressees)[number]) =>
    `${capitalise(subjunctive(question.verb, to.person))} ${to.text} ${rest}?`;
  return {
    before: [],
    slot: politeSlot(question.verb, addressee.person, other, true),
    noun: `${addressee.text} ${rest}?`,
    after: [],
    en: question.en[long ? 1 : 0],
    // English "you" is du, ihr and Sie alike.
    alsoRight: addressees.filter((to) => to !== addressee).map(askedOf),
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

/** "Vous pourriez m'aider, s'il vous plaît ?": tu or vous, each with its "s'il te plaît". */
const frenchAddressees: readonly { text: string; please: string; person: Person }[] = [
  { text: 'tu', please: "s'il te plaît", person: 1 },
  { text: 'vous', please: "s'il vous plaît", person: 4 },
];

/** A request with "pourrais", and its English; short and (from B1) longer. */
type Request = { rest: [short: string, long: string]; en: [string, string] };

const frenchRequests: readonly Request[] = [
  {
    rest: ['fermer la fenêtre', 'fermer la fenêtre de la cuisine'],
    en: ['Could you close the window, please?', 'Could you close the kitchen window, please?'],
  },
  {
    rest: ["m'aider", "m'aider à porter cette valise"],
    en: ['Could you help me, please?', 'Could you help me carry this suitcase, please?'],
  },
  {
    rest: ['parler plus lentement', 'parler un peu plus lentement au téléphone'],
    en: [
      'Could you speak more slowly, please?',
      'Could you speak a little more slowly on the phone, please?',
    ],
  },
  {
    rest: ['me passer le sel', 'me passer le sel et le poivre'],
    en: ['Could you pass me the salt, please?', 'Could you pass me the salt and pepper, please?'],
  },
];

/** What someone would like ("je voudrais"), said to a waiter or a clerk. */
const frenchWishes: readonly Wish[] = [
  {
    rest: ['un café', 'un café et un croissant'],
    en: ['would like a coffee', 'would like a coffee and a croissant'],
  },
  {
    rest: ['deux billets pour ce soir', 'deux billets pour le concert de ce soir'],
    en: ['would like two tickets for tonight', "would like two tickets for tonight's concert"],
  },
  {
    rest: ['une chambre avec balcon', 'une chambre calme avec balcon pour deux nuits'],
    en: [
      'would like a room with a balcony',
      'would like a quiet room with a balcony for two nights',
    ],
  },
];

const frenchWishers: readonly { text: string; en: string; person: Person }[] = [
  { text: 'je', en: 'I', person: 0 },
  { text: 'nous', en: 'we', person: 3 },
];

const conditional = (verb: string, person: Person) =>
  conjugate('fr', verb, 'CONDITIONNEL_PRESENT', person)[0] ?? '';

/**
 * "voudrais", with the future that sounds alike ("je voudrai un café" orders nothing) and the
 * third person's "voudrait" as slips. "Tu pourras m'aider ?" asks something else, not wrongly: a
 * request with "pouvoir" has other persons' forms as slips ("tu pourrait", "tu pourriez").
 */
function frenchSlot(verb: 'pouvoir' | 'vouloir', person: Person) {
  const right = conditional(verb, person);
  const slips =
    verb === 'vouloir'
      ? [conjugate('fr', verb, 'FUTUR', person)[0] ?? '', conditional(verb, person === 2 ? 4 : 2)]
      : ([1, 2, 4] as Person[]).map((other) => conditional(verb, other));
  return { right: [right], wrong: [...new Set(slips)].filter((f) => f !== right) };
}

function frenchRequest(request: Request, long: boolean, random: Random): FormSentence {
  const addressee = pick(frenchAddressees, random);
  const rest = request.rest[long ? 1 : 0];
  const said = (to: (typeof frenchAddressees)[number]) =>
    `${capitalise(to.text)} ${conditional('pouvoir', to.person)} ${rest}, ${to.please} ?`;
  return {
    before: [addressee.text],
    slot: frenchSlot('pouvoir', addressee.person),
    noun: `${rest}, ${addressee.please} ?`,
    after: [],
    en: request.en[long ? 1 : 0],
    // English "you" is tu and vous alike.
    alsoRight: frenchAddressees.filter((to) => to !== addressee).map(said),
  };
}

function frenchWish(wish: Wish, long: boolean, random: Random): FormSentence {
  const wisher = pick(frenchWishers, random);
  return {
    before: [wisher.text],
    slot: frenchSlot('vouloir', wisher.person),
    noun: `${wish.rest[long ? 1 : 0]}, s'il vous plaît`,
    after: [],
    en: `${capitalise(`${wisher.en} ${wish.en[long ? 1 : 0]}`)}, please.`,
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
  'fr.polite-requests': {
    // Computed on first use, as the German one.
    get paradigm() {
      return [0, 1, 2, 3, 4, 5].flatMap((person) =>
        ['pouvoir', 'vouloir'].map((verb) => conditional(verb, person as Person)),
      );
    },
    nouns: [],
    sentence: (_subject, adverbials, random) => {
      const long = adverbials.length > 0;
      return random() < 0.6
        ? frenchRequest(pick(frenchRequests, random), long, random)
        : frenchWish(pick(frenchWishes, random), long, random);
    },
  },
} satisfies Record<string, Drill>;

export type PoliteDrillId = keyof typeof politeDrills;
