import type { LanguageCode, Level } from '../languages';
import { formVariations } from './forms';
import type { FormDrillId, FormPoint } from './point';

type Names = [en: string, fr: string, de: string, it: string, es: string, pt: string];

/** A form point: its drill (forms.ts) gives its sentences; see formPoints below. */
export function form(
  language: LanguageCode,
  slug: string,
  levels: Level[],
  [en, fr, de, it, es, pt]: Names,
  drill: FormDrillId,
  aliases: string[],
): FormPoint {
  return {
    kind: 'form',
    id: `${language}.${slug}`,
    language,
    levels,
    names: { en, fr, de, it, es, pt },
    aliases,
    drill,
    variations: formVariations,
  };
}

/** A point whose English has several right translations (several verbs, several orders). */
export const withoutTranslations = (point: FormPoint): FormPoint => ({
  ...point,
  variations: point.variations.filter((variation) => variation !== 'Translations'),
});

/** Points about articles, prepositions and case, per language (the verb points are in inventory.ts). */
export const formPoints: Partial<Record<LanguageCode, FormPoint[]>> = {
  fr: [
    form(
      'fr',
      'articles-contractes',
      ['A1'],
      [
        'contracted articles (au, à la, aux)',
        'articles contractés (au, à la, aux)',
        'verschmolzene Artikel (au, à la, aux)',
        'preposizioni articolate francesi (au, à la, aux)',
        'artículos contractos (au, à la, aux)',
        'artigos contraídos (au, à la, aux)',
      ],
      'fr.contracted-articles',
      ['au à la aux', 'à + le', 'à le', 'préposition à et article', 'article contracté'],
    ),
    form(
      'fr',
      'articles-partitifs',
      ['A1', 'A2'],
      [
        'partitive articles (du, de la, pas de)',
        'articles partitifs (du, de la, pas de)',
        'Teilungsartikel (du, de la, pas de)',
        'articoli partitivi (du, de la, pas de)',
        'artículos partitivos (du, de la, pas de)',
        'artigos partitivos (du, de la, pas de)',
      ],
      'fr.partitive',
      ['partitif', 'du de la des', 'pas de', 'article partitif', 'négation et article'],
    ),
  ],
  de: [
    form(
      'de',
      'wechselpraepositionen',
      ['A2', 'B1'],
      [
        'two-way prepositions (in den / im)',
        'prépositions mixtes (in den / im)',
        'Wechselpräpositionen (in den / im)',
        'preposizioni con accusativo e dativo (in den / im)',
        'preposiciones de doble caso (in den / im)',
        'preposições de dois casos (in den / im)',
      ],
      'de.two-way-prepositions',
      ['Wechselpräposition', 'wohin wo', 'Akkusativ oder Dativ', 'in den im', 'Präpositionen'],
    ),
    form(
      'de',
      'akkusativ',
      ['A1'],
      [
        'accusative article (einen, eine, ein)',
        'article à l’accusatif (einen, eine, ein)',
        'Akkusativ (einen, eine, ein)',
        'articolo all’accusativo (einen, eine, ein)',
        'artículo en acusativo (einen, eine, ein)',
        'artigo no acusativo (einen, eine, ein)',
      ],
      'de.accusative-article',
      ['Akkusativ', 'einen', 'unbestimmter Artikel im Akkusativ', 'accusative case', 'Kasus'],
    ),
    form(
      'de',
      'dativ-praepositionen',
      ['A2'],
      [
        'prepositions with the dative (zum, zur, mit dem)',
        'prépositions suivies du datif (zum, zur, mit dem)',
        'Präpositionen mit Dativ (zum, zur, mit dem)',
        'preposizioni con il dativo (zum, zur, mit dem)',
        'preposiciones con dativo (zum, zur, mit dem)',
        'preposições com dativo (zum, zur, mit dem)',
      ],
      'de.dative-prepositions',
      [
        'Dativ',
        'zum zur',
        'mit dem',
        'dative case',
        'Dativpräpositionen',
        // The dative after its prepositions, often listed: "Dativ nach mit, bei, nach, von…".
        'Dativ nach Präpositionen',
        'Dativ nach mit, bei, nach, von, zu, aus, seit',
      ],
    ),
  ],
  it: [
    form(
      'it',
      'essere-avere',
      ['A1'],
      [
        'the verbs to be and to have (essere, avere)',
        'les verbes être et avoir (essere, avere)',
        'die Verben sein und haben (essere, avere)',
        'i verbi essere e avere',
        'los verbos ser y tener (essere, avere)',
        'os verbos ser e ter (essere, avere)',
      ],
      'it.essere-avere',
      ['essere e avere', 'verbi essere e avere', 'essere e avere al presente'],
    ),
    form(
      'it',
      'preposizioni-articolate',
      ['A1', 'A2'],
      [
        'articulated prepositions (al, allo, alla)',
        'prépositions articulées (al, allo, alla)',
        'verschmolzene Präpositionen (al, allo, alla)',
        'preposizioni articolate (al, allo, alla)',
        'preposiciones articuladas (al, allo, alla)',
        'preposições articuladas (al, allo, alla)',
      ],
      'it.articulated-prepositions',
      ['preposizioni articolate', 'al allo alla', 'a + articolo', 'contracted prepositions'],
    ),
    form(
      'it',
      'articolo-determinativo',
      ['A1'],
      [
        'definite article (il, lo, la, gli)',
        'article défini (il, lo, la, gli)',
        'bestimmter Artikel (il, lo, la, gli)',
        'articolo determinativo (il, lo, la, gli)',
        'artículo determinado (il, lo, la, gli)',
        'artigo definido (il, lo, la, gli)',
      ],
      'it.definite-article',
      ['articoli determinativi', 'il lo la', 'definite articles', 'articolo'],
    ),
    form(
      'it',
      'articolo-indeterminativo',
      ['A1'],
      [
        'indefinite article (un, uno, una)',
        'article indéfini (un, uno, una)',
        'unbestimmter Artikel (un, uno, una)',
        'articolo indeterminativo (un, uno, una)',
        'artículo indeterminado (un, uno, una)',
        'artigo indefinido (un, uno, una)',
      ],
      'it.indefinite-article',
      ['articoli indeterminativi', 'un uno una', 'indefinite articles', "un'"],
    ),
  ],
};
