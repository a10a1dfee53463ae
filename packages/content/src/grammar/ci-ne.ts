/**
 * The Italian particles ci and ne, as a question and its answer (the framing of pronouns.ts):
 * ci for a place or for "a" + a thing ("Vai al cinema? Sì, ci vado", "Pensi all'esame? Sì, ci
 * penso"), ne for a part of something ("Quanti fratelli hai? Ne ho due", "Vuoi del caffè? Sì, ne
 * voglio un po'"); from B1 the negative too ("No, non ci vado", "No, non ne ho"). The slot is the
 * particle with its verb, from the conjugation tables. None of the verbs begins with a vowel, so
 * no particle elides (c'è belongs to esserci.ts). The slips: the other particle, the object
 * pronoun of the noun's gender and number (*lo vado, *li ho due), the particle after the verb.
 */
import { sayPresent } from '../conjugation/conjugate';
import { pick, type Random, shuffle } from '../random';
import { atOrBelow, capitalise } from './clause';
import type { Drill, FormSentence, Slot } from './forms';
import { italianOfThe, italianToThe } from './italian-articles';
import type { Noun } from './nouns';
import { italianPlaces } from './nouns';
import { directPronouns, question, when, yes } from './pronouns';

export type CiNeDrillId = 'it.ci-ne' | 'it.ci' | 'it.ne';

const n = (text: string, gender: Noun['gender'], en: string, lemma?: string): Noun => ({
  text,
  gender,
  en,
  ...(lemma ? { plural: true, lemma } : {}),
});

/** Things one thinks about: "Pensi all'esame?" (genders and plurals are morph-it's). */
const thoughts: readonly Noun[] = [
  n('esame', 'M', 'the exam'),
  n('futuro', 'M', 'the future'),
  n('lavoro', 'M', 'work'),
  n('vacanze', 'F', 'the holidays', 'vacanza'),
];

/** Places one goes to without an article: "Vai a casa?", "Vai in palestra?". */
const bare: readonly Noun[] = [
  { ...n('casa', 'F', 'home'), preposition: 'a' },
  { ...n('scuola', 'F', 'to school'), preposition: 'a' },
  { ...n('palestra', 'F', 'to the gym'), preposition: 'in' },
  { ...n('biblioteca', 'F', 'to the library'), preposition: 'in' },
];

/** What one counts ("Quanti fratelli hai?") or takes a little of ("Vuoi del caffè?"), by verb. */
type Part = {
  verb: string;
  nouns: readonly Noun[];
  /** The English question, answer and negative answer; `{x}` is the noun, `{n}` the amount. */
  en: { howMany?: string; any: string; yes: string; no: string };
};
const parts: readonly Part[] = [
  {
    verb: 'avere',
    nouns: [
      n('fratelli', 'M', 'brothers', 'fratello'),
      n('sorelle', 'F', 'sisters', 'sorella'),
      n('cugini', 'M', 'cousins', 'cugino'),
    ],
    en: {
      howMany: 'How many {x} do you have? – I have {n}.',
      any: 'Do you have any {x}?',
      yes: 'Yes, I have {n}.',
      no: "No, I don't have any.",
    },
  },
  {
    verb: 'comprare',
    nouns: [
      n('mele', 'F', 'apples', 'mela'),
      n('pomodori', 'M', 'tomatoes', 'pomodoro'),
      n('biglietti', 'M', 'tickets', 'biglietto'),
    ],
    en: {
      howMany: 'How many {x} are you buying? – I am buying {n}.',
      any: 'Are you buying any {x}?',
      yes: 'Yes, I am buying {n}.',
      no: 'No, I am not buying any.',
    },
  },
  {
    verb: 'volere',
    nouns: [
      n('caffè', 'M', 'coffee'),
      n('tè', 'M', 'tea'),
      n('latte', 'M', 'milk'),
      n('zucchero', 'M', 'sugar'),
    ],
    en: {
      any: 'Do you want some {x}?',
      yes: 'Yes, I want a little.',
      no: "No, I don't want any.",
    },
  },
];

const amounts: readonly [it: string, en: string][] = [
  ['due', 'two'],
  ['tre', 'three'],
  ['quattro', 'four'],
];
const aLittle = "un po'";

type Particle = 'ci' | 'ne';

/**
 * "ci vado", "ne ho": the particle before the verb. The slips: the other particle, the object
 * pronoun of `noun` (*lo vado, *le compro tre) and the particle after the verb (*vado ci), in a
 * random order: the first is the one a correction plants. No *ci ho: "c'ho" is how Italians say
 * "ho" aloud, not a slip to plant.
 */
export function particleSlot(particle: Particle, verb: string, noun: Noun, random: Random): Slot {
  const form = sayPresent('it', verb, 0);
  const other: Particle = particle === 'ci' ? 'ne' : 'ci';
  const pronoun = directPronouns.it[`${noun.gender === 'F' ? 'F' : 'M'}${noun.plural ? 'P' : 'S'}`];
  const slips = [
    ...(other === 'ci' && verb === 'avere' ? [] : [`${other} ${form}`]),
    `${pronoun} ${form}`,
    `${form} ${particle}`,
  ];
  return { right: [`${particle} ${form}`], wrong: shuffle(slips, random) };
}

const fill = (text: string, noun: string, amount = '') =>
  text.replace('{x}', noun).replace('{n}', amount);

/** "Vai al cinema stasera? Sì, ci vado." / "Pensi all'esame? No, non ci penso." */
function ciSentence(depth: number, negative: boolean, random: Random): FormSentence {
  const thinking = random() < 0.35;
  const place = pick(thinking ? thoughts : random() < 0.3 ? bare : italianPlaces, random);
  const to = place.preposition ?? italianToThe(place).right[0] ?? '';
  const where = `${to}${to.endsWith("'") ? '' : ' '}${place.text}`;
  const verb = thinking ? 'pensare' : 'andare';
  // Only a journey takes a time: "Pensi all'esame stasera?" asks something else.
  const asked = question('it', verb, where, thinking ? 0 : depth);
  const later = thinking ? '' : (when.en[depth] ?? '');
  const en = thinking
    ? `Are you thinking about ${place.en}? ${negative ? 'No, I am not thinking about it.' : 'Yes, I am thinking about it.'}`
    : `Are you going ${place.en}${later ? ` ${later}` : ''}? ${negative ? 'No, I am not going there.' : 'Yes, I am going there.'}`;
  return answer(asked, particleSlot('ci', verb, place, random), '', negative, en);
}

/** "Quante mele compri? Ne compro tre." / "Vuoi del caffè? Sì, ne voglio un po'." / "No, non ne ho." */
function neSentence(negative: boolean, random: Random): FormSentence {
  const part = pick(parts, random);
  const noun = pick(part.nouns, random);
  const slot = particleSlot('ne', part.verb, noun, random);
  const { howMany } = part.en;
  if (howMany && !negative) {
    const [amount, amountEn] = pick(amounts, random);
    const how = noun.gender === 'F' ? 'Quante' : 'Quanti';
    const asked = `${how} ${noun.text} ${sayPresent('it', part.verb, 1)}?`;
    // The answer opens a sentence: "Ne ho due."
    const opening = { right: slot.right.map(capitalise), wrong: slot.wrong.map(capitalise) };
    return {
      before: [asked],
      slot: opening,
      noun: amount,
      after: [],
      en: fill(howMany, noun.en, amountEn),
    };
  }
  const of = italianOfThe(noun);
  const asked = question('it', part.verb, `${of}${of.endsWith("'") ? '' : ' '}${noun.text}`, 0);
  const [amount, amountEn] = howMany ? pick(amounts, random) : [aLittle, ''];
  const en = `${fill(part.en.any, noun.en)} ${negative ? part.en.no : fill(part.en.yes, '', amountEn)}`;
  return answer(asked, slot, negative ? '' : amount, negative, en);
}

/** "Sì, ci vado" or "No, non ci vado": the answer after the question. */
function answer(
  asked: string[],
  slot: Slot,
  after: string,
  negative: boolean,
  en: string,
): FormSentence {
  const opening = negative ? ['No,', 'non'] : [yes.it];
  return { before: [...asked, ...opening], slot, noun: after, after: [], en };
}

/** Both particles, or one of them, asked for alone ("la particella ne", "il ci locativo"). */
function particleDrill(particles: readonly Particle[]): Drill {
  const builders = {
    ci: ciSentence,
    ne: (_depth: number, negative: boolean, random: Random) => neSentence(negative, random),
  };
  return {
    paradigm: particles.flatMap((particle) =>
      verbsOf[particle].map((verb) => `${particle} ${sayPresent('it', verb, 0)}`),
    ),
    nouns: particles.flatMap((particle) => nounsOf[particle]),
    sentence(_subject, adverbials, random, level) {
      const negative = atOrBelow('B1', level) && random() < 0.35;
      const particle = pick(particles, random);
      return builders[particle](Math.min(adverbials.length, 2), negative, random);
    },
  };
}

const verbsOf = { ci: ['andare', 'pensare'], ne: parts.map((part) => part.verb) };
const nounsOf = {
  ci: [...italianPlaces, ...bare, ...thoughts],
  ne: parts.flatMap((part) => part.nouns),
};

export const ciNeDrills: Record<CiNeDrillId, Drill> = {
  'it.ci-ne': particleDrill(['ci', 'ne']),
  'it.ci': particleDrill(['ci']),
  'it.ne': particleDrill(['ne']),
};
