/**
 * The passive and impersonal se/si of Spanish, Italian and Portuguese: "En esta tienda se venden
 * libros", "In Italia si mangia bene", "Nesta loja vendem-se livros". The verb agrees with what is
 * done (se vende pan, se venden libros); with nothing done to anything it stays singular (se vive
 * bien). Verb forms come from the conjugation tables; the scenes (where, which verb, what, and
 * whether it is plural) are written here.
 */
import { conjugate } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { capitalise } from './clause';
import type { Drill, FormSentence, Slot } from './forms';

type SeCode = 'es' | 'it' | 'pt';
export type SePassiveDrillId = `${SeCode}.se-passive`;

/** Where, the verb, what is done (none for the impersonal) and whether it is plural, what follows. */
type SeScene = {
  place: string;
  verb: string;
  thing: string;
  plural: boolean;
  en: string;
};

const scene = (
  place: string,
  verb: string,
  thing: string,
  plural: boolean,
  en: string,
): SeScene => ({ place, verb, thing, plural, en });

// The syllabi's own examples: se venden pisos, se busca camarero, se vive bien, precisa-se de.
const scenes: Record<SeCode, readonly SeScene[]> = {
  es: [
    scene(
      'En esta tienda',
      'vender',
      'libros de segunda mano',
      true,
      'Second-hand books are sold in this shop.',
    ),
    scene('En este barrio', 'alquilar', 'pisos', true, 'Flats are let in this neighbourhood.'),
    scene(
      'En Suiza',
      'hablar',
      'cuatro lenguas',
      true,
      'Four languages are spoken in Switzerland.',
    ),
    scene(
      'En este restaurante',
      'buscar',
      'un camarero',
      false,
      'A waiter is wanted in this restaurant.',
    ),
    scene(
      'En esta panadería',
      'hacer',
      'pan todos los días',
      false,
      'Bread is made in this bakery every day.',
    ),
    scene('En el mercado', 'vender', 'fruta fresca', false, 'Fresh fruit is sold at the market.'),
    scene(
      'En esta empresa',
      'necesitar',
      'dos ingenieros',
      true,
      'Two engineers are needed in this company.',
    ),
    scene(
      'En esta escuela',
      'usar',
      'tabletas en clase',
      true,
      'Tablets are used in class at this school.',
    ),
    scene('En este hotel', 'hablar', 'inglés', false, 'English is spoken in this hotel.'),
    scene('En España', 'comer', 'muy bien', false, 'People eat very well in Spain.'),
    scene('En este pueblo', 'vivir', 'muy bien', false, 'People live very well in this village.'),
    scene('En esta oficina', 'trabajar', 'mucho', false, 'People work a lot in this office.'),
  ],
  it: [
    scene(
      'In questo negozio',
      'vendere',
      'libri usati',
      true,
      'Second-hand books are sold in this shop.',
    ),
    scene(
      'In questo quartiere',
      'affittare',
      'appartamenti',
      true,
      'Flats are let in this neighbourhood.',
    ),
    scene(
      'In Svizzera',
      'parlare',
      'quattro lingue',
      true,
      'Four languages are spoken in Switzerland.',
    ),
    scene(
      'In questo ristorante',
      'cercare',
      'un cameriere',
      false,
      'A waiter is wanted in this restaurant.',
    ),
    scene(
      'In questo forno',
      'fare',
      'il pane ogni giorno',
      false,
      'Bread is made in this bakery every day.',
    ),
    scene('Al mercato', 'vendere', 'frutta fresca', false, 'Fresh fruit is sold at the market.'),
    scene(
      'In questa azienda',
      'cercare',
      'due ingegneri',
      true,
      'Two engineers are wanted in this company.',
    ),
    scene(
      'In questa scuola',
      'usare',
      'i computer in classe',
      true,
      'Computers are used in class at this school.',
    ),
    scene('In questo albergo', 'parlare', 'inglese', false, 'English is spoken in this hotel.'),
    scene('In Italia', 'mangiare', 'molto bene', false, 'People eat very well in Italy.'),
    scene('In questo paese', 'vivere', 'bene', false, 'People live well in this village.'),
    scene('In questo ufficio', 'lavorare', 'molto', false, 'People work a lot in this office.'),
  ],
  pt: [
    scene(
      'Nesta loja',
      'vender',
      'livros usados',
      true,
      'Second-hand books are sold in this shop.',
    ),
    scene('Neste bairro', 'alugar', 'apartamentos', true, 'Flats are let in this neighbourhood.'),
    scene('Na Suíça', 'falar', 'quatro línguas', true, 'Four languages are spoken in Switzerland.'),
    scene(
      'Neste restaurante',
      'procurar',
      'um cozinheiro',
      false,
      'A cook is wanted in this restaurant.',
    ),
    scene(
      'Nesta padaria',
      'fazer',
      'pão todos os dias',
      false,
      'Bread is made in this bakery every day.',
    ),
    scene('No mercado', 'vender', 'fruta fresca', false, 'Fresh fruit is sold at the market.'),
    // "precisar de" has no subject to agree with: precisa-se de engenheiros (*precisam-se de).
    scene(
      'Nesta empresa',
      'precisar',
      'de engenheiros',
      false,
      'Engineers are needed in this company.',
    ),
    scene(
      'Nesta escola',
      'usar',
      'computadores nas aulas',
      true,
      'Computers are used in class at this school.',
    ),
    scene('Neste hotel', 'falar', 'inglês', false, 'English is spoken in this hotel.'),
    scene('Em Portugal', 'comer', 'muito bem', false, 'People eat very well in Portugal.'),
    scene('Nesta cidade', 'viver', 'bem', false, 'People live well in this town.'),
    scene('Neste escritório', 'trabalhar', 'muito', false, 'People work a lot in this office.'),
  ],
};

const present: Record<SeCode, string> = { es: 'PRESENT', it: 'PRESENTE', pt: 'PRESENT' };

/** The verb in the third person, singular or plural (vende, venden). */
const third = (code: SeCode, verb: string, plural: boolean) =>
  conjugate(code, verb, present[code], plural ? 5 : 2).join(' ');

/**
 * se/si and the verb: se venden, si vendono; Portuguese after the verb (vendem-se), as Portugal
 * writes it, or before it (se vendem), as Brazil does after a fronted place. Slips: the verb that
 * does not agree (*se vende libros, *vende-se livros), and the verb without se, which makes
 * someone the subject (*en esta tienda vende libros).
 */
export function seSlot(code: SeCode, verb: string, plural: boolean): Slot {
  const withSe = (isPlural: boolean) => {
    const form = third(code, verb, isPlural);
    return code === 'pt'
      ? [`${form}-se`, `se ${form}`]
      : [`${code === 'it' ? 'si' : 'se'} ${form}`];
  };
  const [slip = ''] = withSe(!plural);
  return { right: withSe(plural), wrong: [slip, third(code, verb, false)] };
}

function seSentence(code: SeCode, random: Random): FormSentence {
  const { place, verb, thing, plural, en } = pick(scenes[code], random);
  return {
    before: [capitalise(place)],
    slot: seSlot(code, verb, plural),
    noun: thing,
    after: [],
    en,
    cue: verb,
  };
}

const drill = (code: SeCode): Drill => ({
  /** Every form the scenes use, computed on first use. */
  get paradigm() {
    return scenes[code].flatMap(({ verb, plural }) => seSlot(code, verb, plural).right);
  },
  nouns: [],
  sentence: (_subject, _adverbials, random) => seSentence(code, random),
});

export const sePassiveDrills: Record<SePassiveDrillId, Drill> = {
  'es.se-passive': drill('es'),
  'it.se-passive': drill('it'),
  'pt.se-passive': drill('pt'),
};
