/**
 * Spanish "hay" and "estar": hay says that something not yet named is somewhere ("En mi calle hay
 * una farmacia", "Hay dos bancos en la plaza", "En la nevera no hay leche"); estar says where
 * something known is ("La farmacia está en la plaza", "¿Dónde están las llaves?"). So hay takes
 * un/una, a number or no article and never agrees; estar takes el/la and agrees with its noun.
 * Forms of estar come from the conjugation tables, articles from articles.ts; the nouns and
 * places are written here.
 */
import { conjugate } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { articleSlot, englishIndefinite } from './articles';
import { capitalise } from './clause';
import type { Drill, FormSentence, Slot } from './forms';
import type { Noun } from './nouns';

export type HayEstarDrillId = 'es.hay-estar';

/** haber's existential form, which no conjugation table gives (the tables' "ha" and a y). */
const hay = 'hay';
const estar = (plural: boolean) => conjugate('es', 'estar', 'PRESENT', plural ? 5 : 2).join(' ');

/** A noun and its English ("pharmacy", "keys"); `amount` is how hay counts it, if hay takes it. */
type Thing = { noun: Noun; amount?: 'one' | 'none' | [es: string, en: string] };

const thing = (
  text: string,
  gender: 'M' | 'F',
  en: string,
  amount?: Thing['amount'],
  plural = false,
): Thing => ({ noun: { text, gender, en, ...(plural ? { plural: true } : {}) }, amount });

/** Where, and what may be there: only what fits each of the places. */
type Scene = { places: readonly [es: string, en: string][]; things: readonly Thing[] };

const scenes: readonly Scene[] = [
  {
    places: [
      ['en mi calle', 'on my street'],
      ['en la plaza', 'in the square'],
      ['cerca de mi casa', 'near my house'],
      ['en el centro', 'in the town centre'],
      ['al lado de la estación', 'next to the station'],
    ],
    things: [
      thing('farmacia', 'F', 'pharmacy', 'one'),
      thing('banco', 'M', 'bank', 'one'),
      thing('supermercado', 'M', 'supermarket', 'one'),
      thing('panadería', 'F', 'bakery', 'one'),
      thing('biblioteca', 'F', 'library', 'one'),
      thing('bancos', 'M', 'banks', ['dos', 'two'], true),
      thing('restaurantes', 'M', 'restaurants', ['tres', 'three'], true),
      thing('tiendas', 'F', 'shops', ['muchas', 'many'], true),
    ],
  },
  {
    places: [
      ['en la mesa', 'on the table'],
      ['en la cocina', 'in the kitchen'],
      ['en mi habitación', 'in my bedroom'],
      ['en el salón', 'in the living room'],
    ],
    things: [
      thing('móvil', 'M', 'phone', 'one'),
      thing('libro', 'M', 'book', 'one'),
      thing('mochila', 'F', 'backpack', 'one'),
      thing('libros', 'M', 'books', ['tres', 'three'], true),
      thing('llaves', 'F', 'keys', ['dos', 'two'], true),
      // "Hay unas gafas" counts no pair: the glasses are only ever where they are.
      thing('gafas', 'F', 'glasses', undefined, true),
    ],
  },
  {
    places: [['en la nevera', 'in the fridge']],
    things: [
      thing('leche', 'F', 'milk', 'none'),
      thing('fruta', 'F', 'fruit', 'none'),
      thing('huevos', 'M', 'eggs', 'none', true),
      thing('yogures', 'M', 'yogurts', ['dos', 'two'], true),
    ],
  },
];

/** hay before what is not yet named; the slip is estar (*en mi calle está una farmacia, *están dos bancos). */
export const haySlot = (plural: boolean): Slot => ({
  right: [hay],
  wrong: [estar(plural), estar(!plural)],
});

/**
 * está or están before or after what is known. The slips: hay, first where the noun follows it
 * (*en la plaza hay la farmacia); estar not agreeing, first where a plural is named before it or
 * asked about (*las llaves está en la mesa, *¿dónde está las llaves?).
 */
export function estarSlot(plural: boolean, hayFirst: boolean): Slot {
  const number = estar(!plural);
  return { right: [estar(plural)], wrong: hayFirst || !plural ? [hay, number] : [number, hay] };
}

/** "una farmacia", "dos bancos", "leche" (after no hay); "la farmacia", "las llaves". */
function phrase({ noun, amount }: Thing, existential: boolean): string {
  if (!existential) return `${articleSlot('es', 'definite', noun).right[0]} ${noun.text}`;
  if (amount === 'none') return noun.text;
  if (amount === 'one') return `${articleSlot('es', 'indefinite', noun).right[0]} ${noun.text}`;
  return `${amount?.[0]} ${noun.text}`;
}

/** "a pharmacy", "two banks", "no milk", "the keys". */
function english({ noun, amount }: Thing, existential: boolean): string {
  if (!existential) return `the ${noun.en}`;
  if (amount === 'none') return `no ${noun.en}`;
  if (amount === 'one') return `${englishIndefinite(noun.en)} ${noun.en}`;
  return `${amount?.[1]} ${noun.en}`;
}

const sentence = (words: readonly string[]) => `${capitalise(words.filter(Boolean).join(' '))}.`;

/** "En mi calle hay una farmacia", "Hay dos bancos en la plaza", "En la nevera no hay leche". */
function haySentence(place: string, placeEn: string, what: Thing, random: Random): FormSentence {
  const plural = what.noun.plural === true;
  const not = what.amount === 'none' ? 'no' : '';
  const noun = phrase(what, true);
  const en = `There ${plural ? 'are' : 'is'} ${english(what, true)} ${placeEn}.`;
  const slot = haySlot(plural);
  const placeFirst = sentence([place, not, hay, noun]);
  const placeLast = sentence([not, hay, noun, place]);
  return random() < 0.6
    ? {
        before: [capitalise(place), not].filter(Boolean),
        slot,
        noun,
        after: [],
        en,
        alsoRight: [placeLast],
      }
    : { before: not ? ['No'] : [], slot, noun, after: [place], en, alsoRight: [placeFirst] };
}

/** "La farmacia está en la plaza", "En la plaza está la farmacia", "¿Dónde están las llaves?" */
function estarSentence(place: string, placeEn: string, what: Thing, random: Random): FormSentence {
  const plural = what.noun.plural === true;
  const be = estar(plural);
  const noun = phrase(what, false);
  const the = english(what, false);
  const roll = random();
  if (roll < 0.2) {
    return {
      before: ['¿Dónde'],
      slot: estarSlot(plural, false),
      noun: `${noun}?`,
      after: [],
      en: `Where ${plural ? 'are' : 'is'} ${the}?`,
    };
  }
  const en = capitalise(`${the} ${plural ? 'are' : 'is'} ${placeEn}.`);
  const nounFirst = sentence([noun, be, place]);
  const placeFirst = sentence([place, be, noun]);
  // The place first draws the slip (*en la plaza hay la farmacia); the noun first reads more plainly.
  return roll < 0.5
    ? {
        before: [capitalise(place)],
        slot: estarSlot(plural, true),
        noun,
        after: [],
        en,
        alsoRight: [nounFirst],
      }
    : {
        before: [capitalise(noun)],
        slot: estarSlot(plural, false),
        noun: place,
        after: [],
        en,
        alsoRight: [placeFirst],
      };
}

function hayEstarSentence(random: Random): FormSentence {
  const { places, things } = pick(scenes, random);
  const [place, placeEn] = pick(places, random);
  const existential = random() < 0.5;
  const what = pick(
    things.filter(({ amount }) => !existential || amount),
    random,
  );
  return existential
    ? haySentence(place, placeEn, what, random)
    : estarSentence(place, placeEn, what, random);
}

export const hayEstarDrills: Record<HayEstarDrillId, Drill> = {
  'es.hay-estar': {
    paradigm: [hay, estar(false), estar(true)],
    nouns: [],
    sentence: (_subject, _adverbials, random) => hayEstarSentence(random),
  },
};
