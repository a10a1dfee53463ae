/**
 * The French pronouns y and en, as a question and its answer: "Tu vas à Paris ? Oui, j'y vais",
 * "Tu penses à ton examen ? Oui, j'y pense", "Tu veux du café ? Oui, j'en veux", "Tu as des
 * frères ? Oui, j'en ai deux"; from B1 also "Non, je n'y vais pas". y stands for à + a place or a
 * thing, en for de + a place, a partitive or a counted noun. The slot is the pronoun with its verb,
 * the verb from the conjugation code and the elisions (j'y, n'en, l'ai) made here; the slips are
 * the other pronoun, an object pronoun (*je le veux), the pronoun after the verb (*je vais y) and
 * no elision (*je y vais).
 */
import { sayPresent } from '../conjugation/conjugate';
import type { Level } from '../languages';
import { pick, type Random, shuffle } from '../random';
import { frenchVowel } from './articles';
import type { Drill, FormSentence, Slot } from './forms';
import { question } from './pronouns';

type Pronoun = 'y' | 'en';

/**
 * What the question asks about, and what stands for it: `object` is the object pronoun learners
 * put instead (*je lui pense, *je le veux); `count` follows the answer ("j'en ai deux"); `timed`
 * questions take "ce soir" at higher levels. English: the question, yes and no.
 */
export type Scene = {
  verb: string;
  complement: string;
  pronoun: Pronoun;
  object: string;
  count?: string;
  timed?: true;
  en: [question: string, yes: string, no: string];
};

const scenes: readonly Scene[] = [
  {
    verb: 'aller',
    complement: 'à Paris',
    pronoun: 'y',
    object: 'le',
    timed: true,
    en: ['Are you going to Paris?', "Yes, I'm going there.", "No, I'm not going there."],
  },
  {
    verb: 'penser',
    complement: 'à ton examen',
    pronoun: 'y',
    object: 'lui',
    en: ['Are you thinking about your exam?', "Yes, I'm thinking about it.", "No, I'm not."],
  },
  {
    verb: 'jouer',
    complement: 'au tennis',
    pronoun: 'y',
    object: 'le',
    timed: true,
    en: ['Are you playing tennis?', "Yes, I'm playing.", "No, I'm not playing."],
  },
  {
    verb: 'habiter',
    complement: 'à Lyon',
    pronoun: 'y',
    object: 'le',
    en: ['Do you live in Lyon?', 'Yes, I live there.', "No, I don't live there."],
  },
  {
    verb: 'rester',
    complement: 'à la maison',
    pronoun: 'y',
    object: 'la',
    timed: true,
    en: ['Are you staying at home?', "Yes, I'm staying there.", "No, I'm not staying there."],
  },
  {
    verb: 'vouloir',
    complement: 'du café',
    pronoun: 'en',
    object: 'le',
    en: ['Do you want some coffee?', 'Yes, I want some.', "No, I don't want any."],
  },
  {
    verb: 'boire',
    complement: "de l'eau",
    pronoun: 'en',
    object: 'la',
    en: ['Do you drink water?', 'Yes, I drink some.', "No, I don't drink any."],
  },
  {
    verb: 'manger',
    complement: 'de la salade',
    pronoun: 'en',
    object: 'la',
    en: ['Do you eat salad?', 'Yes, I eat some.', "No, I don't eat any."],
  },
  {
    verb: 'avoir',
    complement: 'des frères',
    pronoun: 'en',
    object: 'les',
    count: 'deux',
    en: ['Do you have brothers?', 'Yes, I have two.', "No, I don't have any."],
  },
  {
    verb: 'acheter',
    complement: 'des pommes',
    pronoun: 'en',
    object: 'les',
    count: 'un kilo',
    en: ['Are you buying apples?', "Yes, I'm buying a kilo.", "No, I'm not buying any."],
  },
  {
    verb: 'revenir',
    complement: 'de Lyon',
    pronoun: 'en',
    object: 'le',
    en: ['Are you coming back from Lyon?', "Yes, I'm coming back from there.", "No, I'm not."],
  },
  {
    verb: 'parler',
    complement: 'de ton voyage',
    pronoun: 'en',
    object: 'le',
    en: ['Are you talking about your trip?', "Yes, I'm talking about it.", "No, I'm not."],
  },
];

/** je, ne, le and la elide before a vowel: j'y, n'en, l'ai. */
function elided(words: readonly string[]): string {
  return words.reduce((text, word) => {
    const last = text.split(' ').pop() ?? '';
    return ['je', 'ne', 'le', 'la'].includes(last) && frenchVowel(word)
      ? `${text.slice(0, -1)}'${word}`
      : `${text} ${word}`;
  });
}

/** "je" + the pronoun + the verb, negated around both: "je n'y vais pas". */
const answerWords = (pronoun: string, verb: string, negative: boolean, after = false) => {
  const form = sayPresent('fr', verb, 0);
  const verbal = after ? [form, pronoun] : [pronoun, form];
  if (!negative) return ['je', ...verbal];
  return after ? ['je', 'ne', form, 'pas', pronoun] : ['je', 'ne', ...verbal, 'pas'];
};

/** The answer's pronoun and verb; the slips in a random order, so each gets planted. */
export function yEnSlot(scene: Scene, negative: boolean, random: Random): Slot {
  const { pronoun, verb, object } = scene;
  const right = answerWords(pronoun, verb, negative);
  const other: Pronoun = pronoun === 'y' ? 'en' : 'y';
  const slips = [
    elided(answerWords(other, verb, negative)),
    elided(answerWords(object, verb, negative)),
    elided(answerWords(pronoun, verb, negative, true)),
    right.join(' '),
  ];
  return { right: [elided(right)], wrong: [...new Set(shuffle(slips, random))] };
}

const answer = (negative: boolean) => (negative ? 'Non,' : 'Oui,');

/** A2 answers yes; B1 says no too (n'y, n'en). */
export const yEnDrill: Drill = {
  paradigm: ['y', 'en', "j'y", "j'en", "n'y", "n'en"],
  nouns: [],
  sentence(_subject, adverbials, random, level: Level): FormSentence {
    const scene = pick(scenes, random);
    const negative = level !== 'A2' && random() < 0.5;
    const depth = scene.timed ? Math.min(adverbials.length, 2) : 0;
    const [asked, yes, no] = scene.en;
    return {
      before: [...question('fr', scene.verb, scene.complement, depth), answer(negative)],
      slot: yEnSlot(scene, negative, random),
      noun: '',
      after: negative || !scene.count ? [] : [scene.count],
      en: `${asked} ${negative ? no : yes}`,
    };
  },
};

export const yEnDrills = { 'fr.y-en': yEnDrill } as const;

export type YEnDrillId = keyof typeof yEnDrills;
