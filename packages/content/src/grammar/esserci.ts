/**
 * Italian "c'è / ci sono": something there is somewhere ("In frigo c'è una bottiglia di latte",
 * "Nella mia città ci sono due musei", "In frigo non c'è burro"). The verb agrees with what there
 * is, and ci elides before è. The forms of essere come from the conjugation tables, the articles
 * from italian-articles.ts, the nouns' gender and plural from morph-it (checked by forms.test.ts);
 * only the scenes are written here.
 */
import { conjugate } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { capitalise } from './clause';
import type { Drill, FormSentence, Slot } from './forms';
import { italianIndefinite } from './italian-articles';
import type { Noun } from './nouns';

export type EsserciDrillId = 'it.esserci';

const n = (text: string, gender: Noun['gender'], lemma?: string): Noun => ({
  text,
  gender,
  en: '',
  ...(lemma ? { plural: true, lemma } : {}),
});

/** What there is, in English as the prompt says it ("a bottle of milk", "no butter"). */
type Thing = {
  noun: Noun;
  en: string;
  /** One (with un, uno, una, un'), a number or quantity ("due", "molte"), or none (after non). */
  amount: 'one' | 'none' | string;
  /** What follows the noun: "di latte". */
  tail?: string;
};

const one = (noun: Noun, en: string, tail?: string): Thing => ({ noun, en, amount: 'one', tail });
const several = (amount: string, noun: Noun, en: string, tail?: string): Thing => ({
  noun,
  en,
  amount,
  tail,
});
const none = (noun: Noun, en: string): Thing => ({ noun, en, amount: 'none' });

/** Where, longer at higher levels, and what is there; the nouns' genders are morph-it's. */
type Scene = { places: readonly [it: string, en: string][]; things: readonly Thing[] };

const scenes: readonly Scene[] = [
  {
    places: [
      ['Nella mia città', 'in my town'],
      ['Nella mia piccola città', 'in my small town'],
      ['Nella mia piccola città di mare', 'in my small seaside town'],
    ],
    things: [
      one(n('museo', 'M'), 'a museum'),
      one(n('stadio', 'M'), 'a stadium'),
      one(n('ospedale', 'M'), 'a hospital'),
      one(n('università', 'F'), 'a university'),
      one(n('biblioteca', 'F'), 'a library'),
      several('due', n('musei', 'M', 'museo'), 'two museums'),
      several('tre', n('parchi', 'M', 'parco'), 'three parks'),
      several('molte', n('chiese', 'F', 'chiesa'), 'many churches'),
    ],
  },
  {
    places: [
      ['In frigo', 'in the fridge'],
      ['Nel nostro frigo', 'in our fridge'],
      ['Nel nostro vecchio frigo', 'in our old fridge'],
    ],
    things: [
      one(n('bottiglia', 'F'), 'a bottle of milk', 'di latte'),
      one(n('yogurt', 'M'), 'a yogurt'),
      one(n('torta', 'F'), 'a cake'),
      one(n('insalata', 'F'), 'a salad'),
      several('due', n('bottiglie', 'F', 'bottiglia'), 'two bottles of water', "d'acqua"),
      several('tre', n('mele', 'F', 'mela'), 'three apples'),
      none(n('burro', 'M'), 'no butter'),
      none(n('latte', 'M'), 'no milk'),
      none(n('formaggio', 'M'), 'no cheese'),
      none(n('pomodori', 'M', 'pomodoro'), 'no tomatoes'),
    ],
  },
  {
    places: [
      ['In classe', 'in the classroom'],
      ['Nella nostra classe', 'in our classroom'],
      ['Nella nostra grande classe', 'in our big classroom'],
    ],
    things: [
      one(n('lavagna', 'F'), 'a whiteboard'),
      one(n('computer', 'M'), 'a computer'),
      one(n('studente', 'M'), 'a new student', 'nuovo'),
      several('venti', n('studenti', 'M', 'studente'), 'twenty students'),
      several('due', n('finestre', 'F', 'finestra'), 'two windows'),
    ],
  },
  {
    places: [
      ['In piazza', 'in the square'],
      ['Nella piazza del paese', 'in the village square'],
      ['Nella piazza principale del paese', 'in the main square of the village'],
    ],
    things: [
      one(n('fontana', 'F'), 'a fountain'),
      one(n('edicola', 'F'), 'a newsstand'),
      several('due', n('bar', 'M', 'bar'), 'two bars'),
      several('tante', n('persone', 'F', 'persona'), 'lots of people'),
    ],
  },
];

const essere = (plural: boolean) => conjugate('it', 'essere', 'PRESENTE', plural ? 5 : 2).join(' ');

/** ci and essere, elided before è: c'è, ci sono. */
const esserci = (plural: boolean) => {
  const form = essere(plural);
  return /^[eè]/.test(form) ? `c'${form}` : `ci ${form}`;
};

/**
 * c'è or ci sono, by the number of what there is. The slips: the other number (*c'è due musei,
 * *ci sono un museo) and essere without ci (*in frigo è una torta), planted first if `bareFirst`.
 * Not "ci è", which the grader reads as c'è written out.
 */
export function esserciSlot(plural: boolean, bareFirst = false): Slot {
  const other = esserci(!plural);
  const bare = essere(plural);
  return { right: [esserci(plural)], wrong: bareFirst ? [bare, other] : [other, bare] };
}

/** "una bottiglia di latte", "un'università", "due musei", "burro". */
function phrase({ noun, amount, tail }: Thing): string {
  const article = italianIndefinite(noun).right[0] ?? '';
  const head =
    amount === 'none'
      ? noun.text
      : amount === 'one'
        ? article.endsWith("'")
          ? `${article}${noun.text}`
          : `${article} ${noun.text}`
        : `${amount} ${noun.text}`;
  return tail ? `${head} ${tail}` : head;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function esserciSentence(depth: number, random: Random): FormSentence {
  const { places, things } = pick(scenes, random);
  const [place, placeEn] = places[Math.min(depth, places.length - 1)] ?? ['', ''];
  const thing = pick(things, random);
  const plural = thing.noun.plural === true;
  const slot = esserciSlot(plural, random() < 0.3);
  const negative = thing.amount === 'none';
  const what = phrase(thing);
  const verb = [...(negative ? ['non'] : []), esserci(plural)].join(' ');
  const there = `There ${plural ? 'are' : 'is'} ${thing.en} ${placeEn}.`;
  // The place may as well follow: "C'è un museo nella mia città".
  const placeLast = `${capitalise(`${verb} ${what} ${lower(place)}`)}.`;
  return {
    before: [place, ...(negative ? ['non'] : [])],
    slot,
    noun: what,
    after: [],
    en: there,
    alsoRight: [placeLast],
  };
}

export const esserciDrills: Record<EsserciDrillId, Drill> = {
  'it.esserci': {
    paradigm: [esserci(false), esserci(true)],
    nouns: scenes.flatMap(({ things }) => things.map(({ noun }) => noun)),
    sentence: (_subject, adverbials, random) =>
      esserciSentence(Math.min(adverbials.length, 2), random),
  },
};
