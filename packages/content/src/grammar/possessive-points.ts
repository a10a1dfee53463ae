/** The possessive points of Spanish, Portuguese, Italian and French (drills in possessives.ts). */
import type { LanguageCode, Level } from '../languages';
import { formVariations } from './forms';
import type { FormDrillId, FormPoint } from './point';

type Names = [en: string, fr: string, de: string, it: string, es: string, pt: string];

const possessive = (
  language: LanguageCode,
  slug: string,
  levels: Level[],
  [en, fr, de, it, es, pt]: Names,
  drill: FormDrillId,
  aliases: string[],
): FormPoint => ({
  kind: 'form',
  id: `${language}.${slug}`,
  language,
  levels,
  names: { en, fr, de, it, es, pt },
  aliases,
  drill,
  variations: formVariations,
});

export const spanishPossessives = possessive(
  'es',
  'posesivos',
  ['A1'],
  [
    'possessive adjectives (mi, tu, su, nuestro)',
    'adjectifs possessifs (mi, tu, su, nuestro)',
    'Possessivbegleiter (mi, tu, su, nuestro)',
    'aggettivi possessivi (mi, tu, su, nuestro)',
    'adjetivos posesivos (mi, tu, su, nuestro)',
    'possessivos (mi, tu, su, nuestro)',
  ],
  'es.possessives',
  [
    'posesivos',
    'adjetivos posesivos',
    'determinantes posesivos',
    'mi mis',
    'possessive adjectives',
  ],
);

export const frenchPossessives = possessive(
  'fr',
  'adjectifs-possessifs',
  ['A1'],
  [
    'possessive adjectives (mon, ma, mes)',
    'adjectifs possessifs (mon, ma, mes)',
    'Possessivbegleiter (mon, ma, mes)',
    'aggettivi possessivi (mon, ma, mes)',
    'adjetivos posesivos (mon, ma, mes)',
    'possessivos (mon, ma, mes)',
  ],
  'fr.possessives',
  [
    'possessifs',
    'adjectifs possessifs',
    'déterminants possessifs',
    'mon ma mes',
    'son sa ses',
    'possessive adjectives',
  ],
);

export const portuguesePossessives = possessive(
  'pt',
  'possessivos',
  ['A1'],
  [
    'possessives (o meu, a minha, o nosso)',
    'possessifs (o meu, a minha, o nosso)',
    'Possessivbegleiter (o meu, a minha, o nosso)',
    'possessivi (o meu, a minha, o nosso)',
    'posesivos (o meu, a minha, o nosso)',
    'possessivos (o meu, a minha, o nosso)',
  ],
  'pt.possessives',
  [
    'possessivos',
    'pronomes possessivos',
    'determinantes possessivos',
    'o meu a minha',
    'possessive adjectives',
  ],
);

export const italianPossessives = possessive(
  'it',
  'possessivi',
  ['A1', 'A2'],
  [
    'possessives (il mio, la mia, mia sorella)',
    'possessifs (il mio, la mia, mia sorella)',
    'Possessivbegleiter (il mio, la mia, mia sorella)',
    'aggettivi possessivi (il mio, la mia, mia sorella)',
    'posesivos (il mio, la mia, mia sorella)',
    'possessivos (il mio, la mia, mia sorella)',
  ],
  'it.possessives',
  [
    'possessivi',
    'aggettivi possessivi',
    'il mio la mia',
    'possessivi con i nomi di parentela',
    'possessive adjectives',
    'possessives with family nouns',
    'possessives with family members',
  ],
);
