/**
 * Demonstratives in Spanish, Portuguese and Italian, the thing's place cued in the sentence: by
 * the speaker ("Este libro que tengo aquí es de mi hermano"), by the listener ("¿Cuánto cuesta esa
 * chaqueta que tienes ahí?"), far from both ("Aquellas gafas de allí, al fondo, cuestan veinte
 * euros"). The form agrees with the noun; Italian quello declines like the definite article (quel
 * libro, quello zaino, quell'orologio, quei libri, quegli zaini), so its form comes from
 * italian-articles.ts. Verbs come from the conjugation tables.
 *
 * The slips are gender and number (*esta libro, *questo scarpe, *quello libro, *quelli libri),
 * never another distance: Spanish ese is heard for far things too, and Brazil says esse for este.
 */
import { conjugate } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { capitalise } from './clause';
import type { Drill, FormSentence, Slot } from './forms';
import { italianDefinite } from './italian-articles';
import type { Noun } from './nouns';
import { type Agreement, agreementOf, otherGender, otherNumber } from './possessives';

export type DemonstrativeDrillId = 'es.demonstratives' | 'pt.demonstratives' | 'it.demonstratives';

type Language = 'es' | 'pt' | 'it';

/** Where the thing is: by the speaker, by the listener, or far from both. */
export type Distance = 'near' | 'yours' | 'far';
const distances: readonly Distance[] = ['near', 'yours', 'far'];

type Forms = Record<Agreement, string>;
const forms = (MS: string, FS: string, MP: string, FP: string): Forms => ({ MS, FS, MP, FP });

const n = (text: string, gender: 'M' | 'F', en: string, lemma?: string): Noun => ({
  text,
  gender,
  en,
  ...(lemma ? { plural: true, lemma } : {}),
});

/** The words of a language's sentences; each cue is longer at higher levels. */
type Words = {
  nouns: readonly Noun[];
  cues: Record<Distance, readonly string[]>;
  /** Other right ways to say a cue: Brazil's "você tem aí" for "tens aí". */
  otherCues?: Partial<Record<Distance, readonly string[]>>;
  /** "es de mi hermano", "cuestan veinte euros": after the noun, agreeing with it. */
  belongs: (plural: boolean) => string[];
  costs: (plural: boolean) => string[];
  /** "¿Cuánto cuesta ...?" */
  howMuch: (plural: boolean) => string[];
  slot: (distance: Distance, noun: Noun) => Slot;
};

const verb = (code: Language, infinitive: string, plural: boolean) =>
  conjugate(code, infinitive, code === 'it' ? 'PRESENTE' : 'PRESENT', plural ? 5 : 2).join(' ');

/** Gender first (*esta libro), then number (*estos libro). */
const agreementSlips = (table: Forms, agreement: Agreement): [string, string] => [
  table[otherGender[agreement]],
  table[otherNumber[agreement]],
];

const spanish: Record<Distance, Forms> = {
  near: forms('este', 'esta', 'estos', 'estas'),
  yours: forms('ese', 'esa', 'esos', 'esas'),
  far: forms('aquel', 'aquella', 'aquellos', 'aquellas'),
};
/** The neuter pronoun a learner puts before a masculine noun (*esto libro). */
const spanishNeuter: Record<Distance, string> = { near: 'esto', yours: 'eso', far: 'aquello' };

function spanishSlot(distance: Distance, noun: Noun): Slot {
  const agreement = agreementOf(noun);
  const table = spanish[distance];
  const [gender, number] = agreementSlips(table, agreement);
  return {
    // Ese points far off too in much of the Spanish-speaking world.
    right: [table[agreement], ...(distance === 'far' ? [spanish.yours[agreement]] : [])],
    wrong: agreement === 'MS' ? [gender, spanishNeuter[distance], number] : [gender, number],
  };
}

const portuguese: Record<Distance, Forms> = {
  near: forms('este', 'esta', 'estes', 'estas'),
  yours: forms('esse', 'essa', 'esses', 'essas'),
  far: forms('aquele', 'aquela', 'aqueles', 'aquelas'),
};

function portugueseSlot(distance: Distance, noun: Noun): Slot {
  const agreement = agreementOf(noun);
  const table = portuguese[distance];
  return {
    // Brazil says esse for what is by the speaker too.
    right: [table[agreement], ...(distance === 'near' ? [portuguese.yours[agreement]] : [])],
    wrong: agreementSlips(table, agreement),
  };
}

const questo = forms('questo', 'questa', 'questi', 'queste');

/**
 * quello by the definite article the noun takes, and its slips: the pronoun's forms (*quello
 * libro, *quelli libri), the other gender or number. Before a vowel the grader reads quello as
 * quell' (as lo as l'): the slips are quel and the plural. No feminine noun opens with a vowel
 * here: "quell'amica" and "quella amica" are both written.
 */
const quello: Record<string, Slot> = {
  il: { right: ['quel'], wrong: ['quello', 'quella'] },
  lo: { right: ['quello'], wrong: ['quel', 'quella'] },
  "l'": { right: ["quell'"], wrong: ['quel', 'quegli'] },
  la: { right: ['quella'], wrong: ['quel', 'quelle'] },
  i: { right: ['quei'], wrong: ['quelli', 'quegli'] },
  gli: { right: ['quegli'], wrong: ['quelli', 'quei'] },
  le: { right: ['quelle'], wrong: ['quelli', 'quella'] },
};

function italianSlot(distance: Distance, noun: Noun): Slot {
  const article = italianDefinite(noun).right[0] ?? '';
  if (distance !== 'near') {
    const slot = quello[article];
    if (!slot) throw new Error(`No form of quello before ${noun.text}`);
    return slot;
  }
  const agreement = agreementOf(noun);
  // "quest'orologio" is as right as "questo orologio"; elided, questo and questa sound alike, so
  // the slips are plurals.
  if (article === "l'") {
    return { right: [questo[agreement], "quest'"], wrong: [questo.MP, questo.FP] };
  }
  return { right: [questo[agreement]], wrong: agreementSlips(questo, agreement) };
}

const languages: Record<Language, Words> = {
  es: {
    nouns: [
      n('libro', 'M', 'book'),
      n('reloj', 'M', 'watch'),
      n('cuaderno', 'M', 'notebook'),
      n('chaqueta', 'F', 'jacket'),
      n('botella', 'F', 'bottle'),
      n('mochila', 'F', 'backpack'),
      n('libros', 'M', 'books', 'libro'),
      n('zapatos', 'M', 'shoes', 'zapato'),
      n('gafas', 'F', 'glasses', 'gafa'),
      n('llaves', 'F', 'keys', 'llave'),
    ],
    cues: {
      near: ['que tengo aquí', 'que tengo aquí a mi lado'],
      yours: ['que tienes ahí', 'que tienes ahí a tu lado'],
      far: ['de allí, al fondo', 'de allí, al fondo de la tienda'],
    },
    belongs: (plural) => [verb('es', 'ser', plural), 'de mi hermano'],
    costs: (plural) => [verb('es', 'costar', plural), 'veinte euros'],
    howMuch: (plural) => ['¿Cuánto', verb('es', 'costar', plural)],
    slot: spanishSlot,
  },
  pt: {
    nouns: [
      n('livro', 'M', 'book'),
      n('relógio', 'M', 'watch'),
      n('caderno', 'M', 'notebook'),
      n('caneta', 'F', 'pen'),
      n('garrafa', 'F', 'bottle'),
      n('mochila', 'F', 'backpack'),
      n('livros', 'M', 'books', 'livro'),
      n('sapatos', 'M', 'shoes', 'sapato'),
      n('chaves', 'F', 'keys', 'chave'),
      n('canetas', 'F', 'pens', 'caneta'),
    ],
    cues: {
      near: ['que tenho aqui', 'que tenho aqui ao meu lado'],
      yours: ['que tens aí', 'que tens aí ao teu lado'],
      far: ['ali, ao fundo', 'ali, ao fundo da loja'],
    },
    otherCues: { yours: ['que você tem aí', 'que você tem aí do seu lado'] },
    belongs: (plural) => [verb('pt', 'ser', plural), 'do meu irmão'],
    costs: (plural) => [verb('pt', 'custar', plural), 'vinte euros'],
    howMuch: (plural) => ['Quanto', verb('pt', 'custar', plural)],
    slot: portugueseSlot,
  },
  it: {
    nouns: [
      n('libro', 'M', 'book'),
      n('zaino', 'M', 'backpack'),
      n('orologio', 'M', 'watch'),
      n('giacca', 'F', 'jacket'),
      n('bottiglia', 'F', 'bottle'),
      n('borsa', 'F', 'bag'),
      n('libri', 'M', 'books', 'libro'),
      n('zaini', 'M', 'backpacks', 'zaino'),
      n('orologi', 'M', 'watches', 'orologio'),
      n('scarpe', 'F', 'shoes', 'scarpa'),
      n('chiavi', 'F', 'keys', 'chiave'),
    ],
    cues: {
      near: ['che ho qui', 'che ho qui accanto a me'],
      yours: ['che hai lì', 'che hai lì accanto a te'],
      far: ['laggiù, in fondo', 'laggiù, in fondo al negozio'],
    },
    belongs: (plural) => [verb('it', 'essere', plural), 'di mio fratello'],
    costs: (plural) => [verb('it', 'costare', plural), 'venti euro'],
    howMuch: (plural) => ['Quanto', verb('it', 'costare', plural)],
    slot: italianSlot,
  },
};

const englishCues: Record<Distance, readonly string[]> = {
  near: ['I have here', 'I have here next to me'],
  yours: ['you have there', 'you have there next to you'],
  far: ['over there, at the back', 'over there, at the back of the shop'],
};

/** The demonstrative before `noun` at `distance`, with its slips. */
export const demonstrativeSlot = (code: Language, distance: Distance, noun: Noun): Slot =>
  languages[code].slot(distance, noun);

type Kind = 'belongs' | 'costs' | 'howMuch';

/** "libro que tengo aquí", "gafas de allí, al fondo," (a cue with a comma closes with one), "libro ...?" */
const nounWithCue = (noun: string, cue: string, question: boolean) =>
  `${noun} ${cue}${question ? '?' : cue.includes(',') ? ',' : ''}`;

function english(kind: Kind, distance: Distance, noun: Noun, cue: string): string {
  const plural = noun.plural === true;
  const which = distance === 'near' ? (plural ? 'these' : 'this') : plural ? 'those' : 'that';
  const what = nounWithCue(`${which} ${noun.en}`, cue, kind === 'howMuch');
  if (kind === 'howMuch') return `How much ${plural ? 'are' : 'is'} ${what}`;
  const rest =
    kind === 'belongs'
      ? `${plural ? 'are' : 'is'} my brother's`
      : `cost${plural ? '' : 's'} twenty euros`;
  return `${capitalise(what)} ${rest}.`;
}

function demonstrativeSentence(code: Language, depth: number, random: Random): FormSentence {
  const words = languages[code];
  const distance = pick(distances, random);
  const noun = pick(words.nouns, random);
  const plural = noun.plural === true;
  const kind = pick<Kind>(['belongs', 'costs', 'howMuch'], random);
  const question = kind === 'howMuch';
  const at = (cues: readonly string[]) => cues[Math.min(depth, cues.length - 1)] ?? '';
  const slot = words.slot(distance, noun);
  const before = question ? words.howMuch(plural) : [];
  const after = question ? [] : kind === 'belongs' ? words.belongs(plural) : words.costs(plural);
  const said = (cue: string) => nounWithCue(noun.text, cue, question);
  const otherCue = words.otherCues?.[distance];
  const otherText = otherCue && [...before, slot.right[0], said(at(otherCue)), ...after].join(' ');
  return {
    before,
    slot,
    noun: said(at(words.cues[distance])),
    after,
    en: english(kind, distance, noun, at(englishCues[distance])),
    ...(otherText ? { alsoRight: [`${capitalise(otherText)}${question ? '' : '.'}`] } : {}),
  };
}

const drill = (code: Language): Drill => {
  const tables = { es: spanish, pt: portuguese, it: { near: questo } }[code];
  return {
    paradigm: [
      ...Object.values(tables).flatMap((table) => Object.values(table)),
      ...(code === 'it' ? [...Object.values(quello).flatMap((slot) => slot.right), "quest'"] : []),
    ],
    nouns: languages[code].nouns,
    sentence: (_subject, adverbials, random) =>
      demonstrativeSentence(code, adverbials.length, random),
  };
};

export const demonstrativeDrills: Record<DemonstrativeDrillId, Drill> = {
  'es.demonstratives': drill('es'),
  'pt.demonstratives': drill('pt'),
  'it.demonstratives': drill('it'),
};
