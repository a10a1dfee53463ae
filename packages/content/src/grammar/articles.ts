/**
 * Definite and indefinite articles with gender and number: "Voici l'ordinateur", "Hier ist die
 * Jacke", "Aquí están los libros", "C'est une veste", "Das ist ein Heft", "This is an umbrella".
 * The article is computed from the noun's gender, number and first sound; the French and German
 * nouns' genders are checked against the Lefff and german-pos-dict (forms.test.ts), the Spanish
 * and Portuguese against the dictionaries (articles.test.ts).
 */
import type { LanguageCode } from '../languages';
import { pick, type Random } from '../random';
import { capitalise, type Extra, type Subject } from './clause';
import type { FormSentence as Sentence, Slot } from './forms';
import type { Noun } from './nouns';

type Kind = 'definite' | 'indefinite';

const n = (text: string, gender: Noun['gender'], en: string, more: Partial<Noun> = {}): Noun => ({
  text,
  gender,
  en,
  ...more,
});

/** School things, each language's with the gender its dictionary gives. */
export const articleNouns: Record<Exclude<LanguageCode, 'it'>, readonly Noun[]> = {
  fr: [
    n('cahier', 'M', 'notebook'),
    n('stylo', 'M', 'pen'),
    n('ordinateur', 'M', 'computer'),
    n('veste', 'F', 'jacket'),
    n('calculatrice', 'F', 'calculator'),
    n('affiche', 'F', 'poster'),
    n('stylos', 'M', 'pens', { plural: true, lemma: 'stylo' }),
    n('clés', 'F', 'keys', { plural: true, lemma: 'clé' }),
  ],
  de: [
    n('Kuli', 'M', 'pen'),
    n('Rucksack', 'M', 'backpack'),
    n('Jacke', 'F', 'jacket'),
    n('Tasche', 'F', 'bag'),
    n('Buch', 'N', 'book'),
    n('Heft', 'N', 'notebook'),
    n('Bücher', 'N', 'books', { plural: true, lemma: 'Buch' }),
  ],
  es: [
    n('bolígrafo', 'M', 'pen'),
    n('cuaderno', 'M', 'notebook'),
    n('mochila', 'F', 'backpack'),
    n('calculadora', 'F', 'calculator'),
    n('libros', 'M', 'books', { plural: true, lemma: 'libro' }),
    n('gafas', 'F', 'glasses', { plural: true, lemma: 'gafa' }),
  ],
  pt: [
    n('caderno', 'M', 'notebook'),
    n('livro', 'M', 'book'),
    n('mochila', 'F', 'backpack'),
    n('caneta', 'F', 'pen'),
    n('livros', 'M', 'books', { plural: true, lemma: 'livro' }),
    n('canetas', 'F', 'pens', { plural: true, lemma: 'caneta' }),
  ],
  en: [
    n('book', 'N', 'book'),
    n('pen', 'N', 'pen'),
    n('house', 'N', 'house'),
    n('umbrella', 'N', 'umbrella'),
    n('apple', 'N', 'apple'),
    n('orange', 'N', 'orange'),
    n('egg', 'N', 'egg'),
    n('hour', 'N', 'hour'),
    n('university', 'N', 'university'),
    n('uniform', 'N', 'uniform'),
  ],
};

/** Opens with a vowel or a mute h: le, de, ne elide before it (l'eau, d'eau, n'aime). */
export const frenchVowel = (word: string) => /^[aeiouyhàâéèêîôûœ]/i.test(word);
/** "an" goes before a vowel sound: an hour (silent h), a university (a "you" sound). */
export function englishIndefinite(word: string): 'a' | 'an' {
  if (/^(hour|honest|honour|heir)/i.test(word)) return 'an';
  if (/^(uni|use|usu|eu|one|once)/i.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** Partitive: du pain, de la soupe, de l'eau, des pâtes; after a negation, de/d'. */
export function frenchPartitive(noun: Noun, negative: boolean): Slot {
  const vowel = frenchVowel(noun.text);
  const affirmative = noun.plural ? 'des' : vowel ? "de l'" : noun.gender === 'M' ? 'du' : 'de la';
  if (negative) {
    return {
      right: [vowel ? "d'" : 'de'],
      wrong: [affirmative, vowel ? 'de' : noun.plural ? 'du' : 'des'],
    };
  }
  if (noun.plural) return { right: ['des'], wrong: ['de les', 'du'] };
  if (vowel) return { right: ["de l'"], wrong: [noun.gender === 'M' ? 'du' : 'de la', 'de'] };
  return noun.gender === 'M'
    ? { right: ['du'], wrong: ['de le', 'de la'] }
    : { right: ['de la'], wrong: ['du', 'des'] };
}

/** The accusative indefinite article: einen Apfel, eine Banane, ein Ei (slip: *ein Apfel). */
export function germanIndefinite(noun: Noun): Slot {
  switch (noun.gender) {
    case 'M':
      return { right: ['einen'], wrong: ['ein', 'eine'] };
    case 'F':
      return { right: ['eine'], wrong: ['einen', 'ein'] };
    case 'N':
      return { right: ['ein'], wrong: ['einen', 'eine'] };
  }
}

const tables: Record<Kind, Partial<Record<LanguageCode, Record<string, string>>>> = {
  definite: {
    fr: { MS: 'le', FS: 'la', MP: 'les', FP: 'les' },
    de: { MS: 'der', FS: 'die', NS: 'das', MP: 'die', FP: 'die', NP: 'die' },
    es: { MS: 'el', FS: 'la', MP: 'los', FP: 'las' },
    pt: { MS: 'o', FS: 'a', MP: 'os', FP: 'as' },
  },
  indefinite: {
    fr: { MS: 'un', FS: 'une', MP: 'des', FP: 'des' },
    de: { MS: 'ein', FS: 'eine', NS: 'ein' },
    es: { MS: 'un', FS: 'una', MP: 'unos', FP: 'unas' },
    pt: { MS: 'um', FS: 'uma', MP: 'uns', FP: 'umas' },
  },
};

const distinct = (right: string, forms: readonly string[]) =>
  forms.filter((form, index) => form !== right && forms.indexOf(form) === index);

/** The article and its slips: the other gender first, then the other number (or kind). */
export function articleSlot(code: LanguageCode, kind: Kind, noun: Noun): Slot {
  if (code === 'en') {
    const right = englishIndefinite(noun.text);
    return { right: [right], wrong: [right === 'a' ? 'an' : 'a', 'any'] };
  }
  const table = tables[kind][code] ?? {};
  const form = (gender: string, plural: boolean) => table[`${gender}${plural ? 'P' : 'S'}`] ?? '';
  const plural = noun.plural === true;
  const right = form(noun.gender, plural);
  if (code === 'fr' && kind === 'definite' && !plural && frenchVowel(noun.text)) {
    return { right: ["l'"], wrong: [right, 'les'] };
  }
  if (code === 'de' && kind === 'indefinite') {
    // Nominative: "Das ist ein Kuli", never the accusative *einen.
    const slips: Record<string, string[]> = {
      M: ['einen', 'eine'],
      F: ['ein', 'einer'],
      N: ['eine', 'einen'],
    };
    return { right: [right], wrong: slips[noun.gender] ?? [] };
  }
  const genders = code === 'de' ? ['M', 'F', 'N'] : ['M', 'F'];
  const others = genders.filter((g) => g !== noun.gender).map((g) => form(g, plural));
  const otherNumber = form(noun.gender, !plural);
  // German: der/die/das; a plural "die" has no other gender: its slips are singular articles.
  const slips =
    code === 'de' && plural
      ? ['der', 'das']
      : [...others, otherNumber, ...genders.map((g) => form(g, !plural))];
  return { right: [right], wrong: distinct(right, slips.filter(Boolean)).slice(0, 3) };
}

/** "Here is the ...", "This is a ...": the frame, with "Look," and "for you" at higher levels. */
const frames: Record<Kind, Record<LanguageCode, [singular: string, plural: string]>> = {
  definite: {
    en: ['Here is', 'Here are'],
    fr: ['Voici', 'Voici'],
    de: ['Hier ist', 'Hier sind'],
    it: ['', ''],
    es: ['Aquí está', 'Aquí están'],
    pt: ['Aqui está', 'Aqui estão'],
  },
  indefinite: {
    en: ['This is', 'These are'],
    fr: ["C'est", 'Ce sont'],
    de: ['Das ist', 'Das sind'],
    it: ['', ''],
    es: ['Esto es', 'Estos son'],
    pt: ['Isto é', 'Estes são'],
  },
};
const look: Record<LanguageCode, string> = {
  en: 'Look,',
  fr: 'Regarde,',
  de: 'Schau,',
  it: 'Guarda,',
  es: 'Mira,',
  pt: 'Olha,',
};
const forYou: Record<LanguageCode, string> = {
  en: 'for you',
  fr: 'pour toi',
  de: 'für dich',
  it: 'per te',
  es: 'para ti',
  pt: 'para ti',
};

function articleSentence(
  code: Exclude<LanguageCode, 'it'>,
  kind: Kind,
  depth: number,
  random: Random,
): Sentence {
  // An indefinite plural has no article in German (Das sind Bücher): singular nouns only there.
  const nouns = articleNouns[code].filter(
    (noun) => kind === 'definite' || code !== 'de' || !noun.plural,
  );
  const noun = pick(nouns, random);
  const plural = noun.plural === true;
  const frame = frames[kind][code][plural ? 1 : 0];
  const enFrame = frames[kind].en[plural ? 1 : 0];
  const enArticle = kind === 'definite' ? 'the' : plural ? '' : englishIndefinite(noun.en);
  const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
  const enWords = [
    depth > 0 ? look.en : '',
    depth > 0 ? lower(enFrame) : enFrame,
    enArticle,
    noun.en,
    depth > 1 ? forYou.en : '',
  ];
  return {
    before: [
      depth > 0 ? look[code] : '',
      depth > 0 ? frame.charAt(0).toLowerCase() + frame.slice(1) : frame,
    ].filter(Boolean),
    slot: articleSlot(code, kind, noun),
    noun: noun.text,
    after: depth > 1 ? [forYou[code]] : [],
    en: `${capitalise(enWords.filter(Boolean).join(' '))}.`,
  };
}

type ArticleDrill = {
  paradigm: readonly string[];
  nouns: readonly Noun[];
  sentence: (subject: Subject, adverbials: readonly Extra[], random: Random) => Sentence;
};

function drill(code: Exclude<LanguageCode, 'it'>, kind: Kind): ArticleDrill {
  const nouns = articleNouns[code];
  return {
    paradigm: [
      ...new Set(nouns.flatMap((noun) => articleSlot(code, kind, noun).right).filter(Boolean)),
    ],
    nouns: code === 'en' ? [] : nouns,
    sentence: (_subject, adverbials, random) =>
      articleSentence(code, kind, Math.min(adverbials.length, 2), random),
  };
}

export const articleDrills = {
  'fr.definite-article': drill('fr', 'definite'),
  'fr.indefinite-article': drill('fr', 'indefinite'),
  'de.definite-article': drill('de', 'definite'),
  'de.indefinite-article': drill('de', 'indefinite'),
  'es.definite-article': drill('es', 'definite'),
  'es.indefinite-article': drill('es', 'indefinite'),
  'pt.definite-article': drill('pt', 'definite'),
  'pt.indefinite-article': drill('pt', 'indefinite'),
  'en.a-an': drill('en', 'indefinite'),
} as const;

export type ArticleDrillId = keyof typeof articleDrills;
