import { type Auxiliary, conjugate, type Gender, type Person } from '../conjugation/conjugate';
import type { LanguageCode, Level } from '../languages';
import { levels } from '../languages';
import { motionVerbs, type Phrase, type VerbId, verbs } from '../topics/lexicon';
import { type MeaningId, meanings, type Rendering } from './meanings';
import { reflexiveVerbs } from './reflexives';

/** Who does it: a pronoun or a person, the same in every language so a clause can be translated. */
export type Subject = {
  id: string;
  person: Person;
  gender: Gender;
  /** A pronoun that may stand for women or men (je, nous, io): either agreement is right. */
  eitherGender: boolean;
  text: Partial<Phrase>;
};

const subject = (
  id: string,
  person: Person,
  gender: Gender,
  eitherGender: boolean,
  text: Partial<Phrase>,
): Subject => ({ id, person, gender, eitherGender, text });

/**
 * The subject as a sentence to translate into `code` says it in `language`: a person keeps the
 * name the translation gives them ("Every day Lukas brings…" for "Jeden Tag bringt Lukas…"), as a
 * student translating "Tom" would be right to.
 */
export function namedAs(subject: Subject, code: LanguageCode, language: LanguageCode): Subject {
  if (subject.id !== 'she' && subject.id !== 'he') return subject;
  return { ...subject, text: { ...subject.text, [language]: subject.text[code] } };
}

export const subjects: readonly Subject[] = [
  subject('I', 0, 'M', true, { en: 'I', fr: 'je', de: 'ich', it: 'io', es: 'yo', pt: 'eu' }),
  subject('you', 1, 'M', true, { en: 'you', fr: 'tu', de: 'du', it: 'tu', es: 'tú', pt: 'tu' }),
  subject('she', 2, 'F', false, {
    en: 'Emma',
    fr: 'Léa',
    de: 'Anna',
    it: 'Giulia',
    es: 'Lucía',
    pt: 'Ana',
  }),
  subject('he', 2, 'M', false, {
    en: 'Tom',
    fr: 'Lucas',
    de: 'Lukas',
    it: 'Marco',
    es: 'Pablo',
    pt: 'Pedro',
  }),
  subject('sister', 2, 'F', false, {
    en: 'my sister',
    fr: 'ma sœur',
    de: 'meine Schwester',
    it: 'mia sorella',
    es: 'mi hermana',
    pt: 'minha irmã',
  }),
  subject('we', 3, 'M', true, {
    en: 'we',
    fr: 'nous',
    de: 'wir',
    it: 'noi',
    es: 'nosotros',
    pt: 'nós',
  }),
  subject('you-all', 4, 'M', true, { en: 'you', fr: 'vous', de: 'ihr', it: 'voi', es: 'vosotros' }),
  subject('parents', 5, 'M', false, {
    en: 'my parents',
    fr: 'mes parents',
    de: 'meine Eltern',
    it: 'i miei genitori',
    es: 'mis padres',
    pt: 'meus pais',
  }),
  subject('friends', 5, 'F', false, {
    en: 'my friends',
    fr: 'mes amies',
    de: 'meine Freundinnen',
    it: 'le mie amiche',
    es: 'mis amigas',
    pt: 'minhas amigas',
  }),
];

/**
 * Adverbials that lengthen sentences from B1 on; `rank` is their German middle-field order;
 * `clashes`: what the sentence's own lead or cue may not say beside it (in English).
 */
export type Extra = { id: string; from: Level; rank: number; text: Phrase; clashes?: RegExp };
export const extras: readonly Extra[] = [
  {
    id: 'friends',
    from: 'B1',
    rank: 3,
    text: {
      en: 'with some friends',
      fr: 'avec des amis',
      de: 'mit Freunden',
      it: 'con degli amici',
      es: 'con unos amigos',
      pt: 'com uns amigos',
    },
  },
  {
    id: 'long-day',
    from: 'B2',
    rank: 1,
    // "Every morning ... after a long day" says two times of day.
    clashes: /\bmorning\b/,
    text: {
      en: 'after a long day',
      fr: 'après une longue journée',
      de: 'nach einem langen Tag',
      it: 'dopo una lunga giornata',
      es: 'después de un largo día',
      pt: 'depois de um longo dia',
    },
  },
  {
    id: 'rain',
    from: 'C1',
    rank: 2,
    // "If the weather had been nice ... despite the rain" contradicts itself.
    clashes: /\b(weather|rains?|raining)\b/,
    text: {
      en: 'despite the rain',
      fr: 'malgré la pluie',
      de: 'trotz des Regens',
      it: 'nonostante la pioggia',
      es: 'a pesar de la lluvia',
      pt: 'apesar da chuva',
    },
  },
  {
    id: 'enthusiasm',
    from: 'C2',
    rank: 4,
    text: {
      en: 'without much enthusiasm',
      fr: 'sans grand enthousiasme',
      de: 'ohne große Begeisterung',
      it: 'senza grande entusiasmo',
      es: 'sin mucho entusiasmo',
      pt: 'sem grande entusiasmo',
    },
  },
];

/** How many adverbials a sentence of the level carries beside the one that asks for the tense. */
export const extrasAt: Record<Level, number> = { A1: 0, A2: 0, B1: 1, B2: 1, C1: 2, C2: 2 };

/** Whether the adverbial may stand in a sentence of the meaning: it says nothing against its lead or cue. */
export function fitsMeaning(extra: Extra, meaning: MeaningId): boolean {
  const en = renderingOf('en', meaning);
  const setting = [en?.lead, en?.cue, en?.tail].filter(Boolean).join(' ');
  return !extra.clashes?.test(setting);
}

export const atOrBelow = (from: Level, level: Level) =>
  levels.indexOf(from) <= levels.indexOf(level);

/** A clause in no language yet: who does what, in which meaning (time, mood...). */
export type ClauseSpec = {
  subject: Subject;
  verb: VerbId;
  /** The destination of a verb of movement or the object of any other verb. */
  complement: Phrase;
  extras: readonly Extra[];
  meaning: MeaningId;
};

export type Realised = {
  text: string;
  /** The verb form in its parts, as it stands in the sentence (German subordinate: finite last). */
  form: string[];
  /** The infinitive. */
  lemma: string;
};

/** Verbs of movement and reflexive verbs take être, sein, essere (si è alzata). */
export const auxiliaryOf = (verb: VerbId): Auxiliary =>
  motionVerbs.includes(verb) || reflexiveVerbs.includes(verb) ? 'be' : 'have';

export function renderingOf(code: LanguageCode, meaning: MeaningId): Rendering | undefined {
  const renderings: Partial<Record<LanguageCode, Rendering>> = meanings[meaning].renderings;
  return renderings[code];
}

/** The verb form of the clause in `tense` (the rendering's, or another to make a mistake with). */
export function formOf(
  code: LanguageCode,
  spec: ClauseSpec,
  tense: string,
  overrides: { person?: Person; gender?: Gender; auxiliary?: Auxiliary } = {},
): string[] {
  return conjugate(
    code,
    verbs[spec.verb][code],
    tense,
    overrides.person ?? spec.subject.person,
    overrides.gender ?? spec.subject.gender,
    overrides.auxiliary ?? auxiliaryOf(spec.verb),
  );
}

/**
 * Where the adverbials go: one may open the sentence, the others follow in the given order.
 * `dropCue` leaves out the adverbial that asks for the tense (the base of a transformation);
 * `misplaceVerb` breaks German verb placement (the planted mistake of a word-order point).
 */
export type Arrangement = {
  front?: 'cue' | number;
  order: readonly number[];
  dropCue?: boolean;
  misplaceVerb?: boolean;
  /** A lead that may close the sentence goes last ("Léa ira au restaurant s'il fait beau"). */
  leadLast?: boolean;
};

export const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** je + vowel -> j', que + vowel -> qu' (the French elisions our clauses meet). */
function elide(text: string): string {
  return text.replace(/(?<!\p{L})(j|qu)e ([aeiouyhéèêàâîôœ])/giu, "$1'$2");
}

/**
 * The clause in one language, with its verb `form` (computed, or given to plant a mistake) and its
 * adverbials arranged as asked: Romance and English put the fronted adverbial before the subject
 * and the rest at the end; German keeps the verb second (or last after a subordinating lead).
 */
export function realise(
  code: LanguageCode,
  spec: ClauseSpec,
  given?: Arrangement,
  form?: string[],
): Realised {
  const rendering = renderingOf(code, spec.meaning);
  if (!rendering) throw new Error(`No ${code} rendering of ${spec.meaning}`);
  const arrangement = given ?? {
    front: rendering.cueLast ? undefined : 'cue',
    order: spec.extras.map((_, i) => i),
  };
  const lead = arrangement.leadLast ? undefined : rendering.lead;
  const parts = form ?? formOf(code, spec, rendering.tense);
  // A command names whom it speaks to: where a statement has its subject ("Lucía, come..."), or
  // in the lead, with no subject ("Léa, va...").
  const called = rendering.addressee?.[spec.subject.person];
  const subjectText = rendering.addressee
    ? called && `${called},`
    : rendering.imperative
      ? ''
      : spec.subject.text[code];
  if (subjectText === undefined) throw new Error(`No ${code} subject ${spec.subject.id}`);
  const cue = arrangement.dropCue ? undefined : rendering.cue;
  const adverbials = spec.extras.map((extra) => extra.text[code]);
  // After a lead ("the teacher said that"), the cue closes the clause ("... the next day").
  const frontCue = arrangement.front === 'cue' && !rendering.lead;
  const fronted =
    typeof arrangement.front === 'number'
      ? adverbials[arrangement.front]
      : frontCue
        ? cue
        : undefined;
  const rest = arrangement.order
    .filter((index) => index !== arrangement.front)
    .map((index) => adverbials[index] as string);
  const cueInside = cue && !frontCue ? [cue] : [];
  const complement = spec.complement[code];
  let words: string[];
  if (code === 'de') {
    const [finite, ...nonFinite] = parts;
    const middle = [...cueInside, ...rest, complement];
    const misplaced = arrangement.misplaceVerb;
    if (rendering.order === 'subordinate') {
      words = misplaced
        ? [subjectText, finite as string, ...middle, ...nonFinite]
        : [subjectText, ...middle, ...nonFinite, finite as string];
    } else if (misplaced) {
      words = [subjectText, finite as string, ...middle, ...nonFinite];
      if (fronted && !lead) words.unshift(fronted);
    } else if ((rendering.order === 'inverted' && lead) || fronted) {
      words = [finite as string, subjectText, ...middle, ...nonFinite];
      if (fronted && !lead) words.unshift(fronted);
    } else {
      // "Frau Weber, kommen Sie heute Abend!": the polite command says "Sie" after its verb.
      const polite = rendering.addressee && spec.subject.person === 5 ? ['Sie'] : [];
      words = [subjectText, finite as string, ...polite, ...middle, ...nonFinite];
    }
    if (lead) words.unshift(lead);
  } else {
    const opening = fronted ? [code === 'en' ? fronted : `${fronted},`] : [];
    // A cue after a lead keeps close to the verb: "... would go to school the next day with friends".
    const after = rendering.lead ? [...cueInside, ...rest] : [...rest, ...cueInside];
    words = [...opening, subjectText, ...parts, complement, ...after];
    if (lead) words.unshift(lead);
  }
  const closing =
    arrangement.leadLast && rendering.lead ? `, ${rendering.lead.replace(/,$/, '')}` : '';
  // A command is said as one: "Ana, vem ao parque agora!", "¡Lucía, come la pizza ahora!".
  const command = rendering.imperative || rendering.addressee;
  const end = command ? (code === 'fr' ? ' !' : '!') : '.';
  let text = `${command && code === 'es' ? '¡' : ''}${capitalise(words.filter(Boolean).join(' '))}${closing}${rendering.tail ? `, ${rendering.tail}` : ''}${end}`;
  if (code === 'fr') text = elide(text);
  return {
    text,
    form: code === 'de' && rendering.order === 'subordinate' ? reorderSubordinate(parts) : parts,
    lemma: verbs[spec.verb][code],
  };
}

/** German subordinate clauses put the finite verb last: "gegangen ist". */
function reorderSubordinate(parts: string[]): string[] {
  const [finite, ...rest] = parts;
  return finite === undefined ? parts : [...rest, finite];
}

/** Every grammatical place of the adverbials (at most `limit`), the canonical one first. */
export function arrangements(code: LanguageCode, spec: ClauseSpec, limit = 40): Arrangement[] {
  const rendering = renderingOf(code, spec.meaning);
  const indexes = spec.extras.map((_, i) => i);
  const orders = permutations(indexes);
  // A German command opens with whom it speaks to and its verb ("Anna, komm heute Abend!").
  const fronts: Arrangement['front'][] =
    rendering?.lead || (code === 'de' && rendering?.addressee)
      ? [undefined]
      : rendering?.cue
        ? rendering.cueLast
          ? [undefined, 'cue' as const, ...indexes]
          : ['cue' as const, undefined, ...indexes]
        : [undefined, ...indexes];
  // German after a subordinating lead has one order of the verb; the adverbials may still move.
  const all: Arrangement[] = [];
  for (const front of fronts) {
    for (const order of orders) {
      const kept = order.filter((index) => index !== front);
      const key = `${front}:${kept.join(',')}`;
      if (
        !all.some((a) => `${a.front}:${a.order.filter((i) => i !== a.front).join(',')}` === key)
      ) {
        all.push({ ...(front === undefined ? {} : { front }), order: kept });
      }
    }
  }
  const moved = rendering?.leadMoves ? all.map((shape) => ({ ...shape, leadLast: true })) : [];
  return [...all, ...moved].slice(0, limit);
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [
      item,
      ...rest,
    ]),
  );
}
