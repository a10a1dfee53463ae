import { frenchVerbs, germanVerbs, italianVerbs } from '../conjugation/conjugate';
import { bankFor } from '../data/banks';
import { frequencyRanks } from '../data/frequencies';
import type { LanguageCode, Level } from '../languages';
import { sentences, words } from '../text';

/**
 * What makes a text easy or hard to read, measured the same way for every text:
 * - words per sentence;
 * - the share of its words beyond the level's frequency band: the words outside the
 *   `bandSize[level]` most frequent word forms of the language (`data/frequencies.ts`: ranked once
 *   over the curated bank, the only word-frequency source the project has offline, and frozen so
 *   a new text moves no other's level; names and numbers left out);
 * - the tenses it uses: forms of the verb dictionaries where they are loaded (`formTenses`), else
 *   a heuristic per language (`tensePatterns`).
 */
export type Profile = {
  words: number;
  wordsPerSentence: number;
  /** 0-1 share of the words (names and numbers left out) beyond the level's band. */
  beyondBand: number;
  tenses: Tense[];
};

export type Tense = 'present' | 'past' | 'imperfect' | 'perfect' | 'future' | 'conditional';

/** How many of the most frequent word forms a reader of the level knows. */
export const bandSize: Record<Level, number> = {
  A1: 150,
  A2: 300,
  B1: 600,
  B2: 1200,
  C1: 2400,
  C2: 4800,
};

/**
 * The range a text of the level must keep: at most this many words per sentence on average and
 * this share of words beyond the level's band, and no tense of a later level. Set from the
 * bank's texts as a teacher would place them; the eval fails a text outside it.
 */
export const levelRange: Record<
  Level,
  { wordsPerSentence: [number, number]; beyondBand: number; tenses: readonly Tense[] }
> = {
  A1: { wordsPerSentence: [3, 11], beyondBand: 0.3, tenses: ['present', 'future', 'perfect'] },
  A2: {
    wordsPerSentence: [5, 14],
    beyondBand: 0.35,
    tenses: ['present', 'future', 'perfect', 'past', 'imperfect'],
  },
  B1: { wordsPerSentence: [8, 20], beyondBand: 0.35, tenses: allTenses() },
  B2: { wordsPerSentence: [10, 26], beyondBand: 0.35, tenses: allTenses() },
  C1: { wordsPerSentence: [12, 30], beyondBand: 0.35, tenses: allTenses() },
  C2: { wordsPerSentence: [14, 40], beyondBand: 0.4, tenses: allTenses() },
};

function allTenses(): Tense[] {
  return ['present', 'past', 'imperfect', 'perfect', 'future', 'conditional'];
}

/** `\b` knows only ASCII letters: "canción" would end a word after its "ó". */
const letterBoundary = String.raw`(?:(?<![\p{L}\p{N}])(?=[\p{L}\p{N}])|(?<=[\p{L}\p{N}])(?![\p{L}\p{N}]))`;
const byLetters = (patterns: Partial<Record<Tense, RegExp>>) =>
  Object.fromEntries(
    Object.entries(patterns).map(([tense, pattern]) => [
      tense,
      new RegExp(pattern.source.replaceAll('\\b', letterBoundary), 'u'),
    ]),
  ) as Partial<Record<Tense, RegExp>>;

/**
 * Forms that mark a tense, per language, on the lower-cased text. A heuristic: it finds most
 * uses and few false ones, enough to tell an A1 text (present) from a B2 one (past, conditional).
 * Word edges are letters' edges in every language (`byLetters`).
 */
const tensePatterns: Record<LanguageCode, Partial<Record<Tense, RegExp>>> = {
  // "-ed" after "am", "feel", "very"... is an adjective ("I am tired", "very interested"), and
  // "hundred" no verb at all.
  en: byLetters({
    past: /\b(was|were|did|went|had|said|came|saw|made|took|got|(?<!\b(am|is|are|be|feel|feels|get|gets|look|looks|very|so|too) )(?!hundred)\w{3,}ed)\b/u,
    perfect: /\b(have|has|had) (been|\w+ed|\w+en|done|made|seen|gone)\b/u,
    future: /\b(will|won't|going to)\b/u,
    conditional: /\b(would|could|might)\b/u,
  }),
  fr: byLetters({
    perfect:
      /\b(ai|as|a|avons|avez|ont|suis|es|est|sommes|êtes|sont) (\p{L}+é|\p{L}+ée|\p{L}+és|\p{L}+ées|fait|pris|mis|dit|vu|eu|été|lu|bu|venu|venue|allé|allée|parti|partie|né|née)\b/u,
  }),
  de: byLetters({
    perfect: /\b(habe|hast|hat|haben|habt|bin|bist|ist|sind|seid) ([\p{L} ]+ )?ge\p{L}+(t|en)\b/u,
    future: /\b(werde|wirst|wird|werden|werdet) ([\p{L}]+ ){0,4}\p{L}+en\b[.,]/u,
    conditional: /\b(würde|würden|wäre|wären|hätte|hätten|könnte|könnten)\b/u,
  }),
  it: byLetters({
    perfect:
      /\b(ho|hai|ha|abbiamo|avete|hanno|sono|sei|è|siamo|siete) \p{L}+(ato|ata|ati|ate|uto|uta|uti|ito|ita|iti|ite)\b/u,
  }),
  es: byLetters({
    perfect: /\b(he|has|ha|hemos|habéis|han) \p{L}+(ado|ido|to|cho)\b/u,
    past: /\b(fue|fueron|hizo|tuvo|\p{L}{2,}(ó|aron|ieron))\b/u,
    imperfect: /\b(era|eran|\p{L}{2,}(aba|aban|ían))\b/u,
    future: /\b\p{L}{2,}(rá|rán|remos|ré)\b/u,
    conditional:
      /\b(gustaría|podría|podrían|debería|deberían|sería|serían|tendría|haría|habría|querría)\b/u,
  }),
  pt: byLetters({
    past: /\b(foi|foram|fez|teve|\p{L}{2,}(ou|aram|eram|iram))\b/u,
    imperfect: /\b(era|eram|\p{L}{2,}(ava|avam|iam))\b/u,
    future: /\b\p{L}{2,}(rá|rão|remos)\b/u,
    conditional:
      /\b(gostaria|poderia|poderiam|deveria|deveriam|seria|seriam|teria|faria|haveria)\b/u,
  }),
};

/**
 * Where an ending would guess, a tense is a form of the language's verb dictionary: German
 * "-te" and "-ten" also end "heute", "Leute", "Minuten" and "arbeiten"; Italian "-iva", "-ò" and
 * "-rete" also end "arriva", "può", "però" and "parete"; French "-ait" and "-rait" also end
 * "parfait" and "portrait". A form that is also a present one ("arrivate") marks no other tense.
 */
const formTenses: Partial<Record<LanguageCode, () => ReadonlyMap<string, Tense>>> = {
  de: () => {
    // A separable verb's form comes with its particle apart: ["arbeitete", "ab"].
    type Form = string | [string, string];
    type Verb = { PRT?: Record<string, Record<string, Form>> };
    const forms = (Object.values(germanVerbs()) as Verb[])
      .flatMap((verb) => Object.values(verb.PRT ?? {}))
      .flatMap((persons) => Object.values(persons))
      .map((form) => (typeof form === 'string' ? form : form[0]).toLocaleLowerCase());
    return new Map(forms.map((form) => [form, 'past']));
  },
  fr: () => {
    // Lefff tables by mood: P present, I imperfect, J simple past, F future, C conditional.
    const verbs = Object.values(frenchVerbs()) as unknown as Record<string, string[]>[];
    const of = (mood: string) => verbs.flatMap((verb) => verb[mood] ?? []);
    // A simple past is told in the third person: "je bus", "je plus" are also "bus" and "plus",
    // and "il but" also "le but".
    const told = verbs
      .flatMap((verb) => [verb.J?.[2], verb.J?.[5]])
      .filter((form): form is string => form !== undefined && form !== 'but');
    return dictionaryForms(of('P'), [
      ['imperfect', of('I')],
      ['past', told],
      ['future', of('F')],
      ['conditional', of('C')],
    ]);
  },
  it: () => {
    type Persons = Record<string, string>;
    type Verb = { ind?: Record<string, Persons>; cond?: { pres?: Persons } };
    const verbs = Object.values(italianVerbs()) as Verb[];
    const of = (persons: (verb: Verb) => Persons | undefined) =>
      verbs.flatMap((verb) => Object.values(persons(verb) ?? {}));
    return dictionaryForms(
      of((verb) => verb.ind?.pres),
      [
        ['past', of((verb) => verb.ind?.past)],
        ['imperfect', of((verb) => verb.ind?.impf)],
        ['future', of((verb) => verb.ind?.fut)],
        ['conditional', of((verb) => verb.cond?.pres)],
      ],
    );
  },
};

/** Each form of a tense, less those that are also present forms. */
function dictionaryForms(
  present: readonly string[],
  marked: readonly [Tense, readonly string[]][],
): Map<string, Tense> {
  const presentForms = new Set(present);
  return new Map(
    marked.flatMap(([tense, forms]) =>
      forms.filter((form) => !presentForms.has(form)).map((form) => [form, tense] as const),
    ),
  );
}
const knownForms = new Map<LanguageCode, ReadonlyMap<string, Tense>>();
function tenseOfForm(code: LanguageCode): ReadonlyMap<string, Tense> | undefined {
  const make = formTenses[code];
  if (!make) return undefined;
  let known = knownForms.get(code);
  if (!known) {
    known = make();
    knownForms.set(code, known);
  }
  return known;
}

const names = new Map<LanguageCode, Set<string>>();
function namesOf(code: LanguageCode): Set<string> {
  let known = names.get(code);
  if (!known) {
    known = new Set(bankFor(code).names.flatMap((name) => words(name.toLocaleLowerCase())));
    names.set(code, known);
  }
  return known;
}

/** The profile of a text in the language, against the level's frequency band. */
export function profileOf(text: string, code: LanguageCode, level: Level): Profile {
  const said = sentences(text);
  const all = words(text);
  const counted = all
    .filter((word) => !/\d/u.test(word) && !namesOf(code).has(word.toLocaleLowerCase()))
    .map((word) => word.toLocaleLowerCase());
  const rank = frequencyRanks(code);
  const beyond = counted.filter((word) => (rank.get(word) ?? Infinity) >= bandSize[level]);
  const lower = text.toLocaleLowerCase();
  const tenses: Tense[] = ['present'];
  for (const [tense, pattern] of Object.entries(tensePatterns[code]) as [Tense, RegExp][]) {
    if (pattern.test(lower)) tenses.push(tense);
  }
  // In German a capital is a noun's ("der Band", "der Schritt"), never a verb's mid-sentence.
  const forms = tenseOfForm(code);
  for (const word of forms ? all : []) {
    const lowerWord = word.toLocaleLowerCase();
    const tense = code !== 'de' || word === lowerWord ? forms?.get(lowerWord) : undefined;
    if (tense && !tenses.includes(tense)) tenses.push(tense);
  }
  return {
    words: all.length,
    wordsPerSentence: all.length / Math.max(said.length, 1),
    beyondBand: beyond.length / Math.max(counted.length, 1),
    tenses,
  };
}

/** Why the text is outside the level's range, if it is. */
export function outsideRange(profile: Profile, level: Level): string | undefined {
  const range = levelRange[level];
  const [fewest, most] = range.wordsPerSentence;
  if (profile.wordsPerSentence < fewest || profile.wordsPerSentence > most)
    return `${profile.wordsPerSentence.toFixed(1)} words per sentence (${fewest}-${most})`;
  if (profile.beyondBand > range.beyondBand)
    return `${Math.round(profile.beyondBand * 100)}% of words beyond the ${level} band (at most ${range.beyondBand * 100}%)`;
  const later = profile.tenses.filter((tense) => !range.tenses.includes(tense));
  if (later.length > 0) return `tenses of a later level: ${later.join(', ')}`;
  return undefined;
}

const levelsOfBand = { A: ['A1', 'A2'], B: ['B1', 'B2'], C: ['C1', 'C2'] } as const;

const textLevels = new WeakMap<object, Level>();
/**
 * The one level of its band a text is written for: the lower one when its profile keeps that
 * level's range, else the upper one. A1 and A2 (B1 and B2, C1 and C2) so never share a text.
 */
export function levelOfText(
  text: { paragraphs: readonly { text: string }[] },
  code: LanguageCode,
  band: keyof typeof levelsOfBand,
): Level {
  const known = textLevels.get(text);
  if (known) return known;
  const [lower, upper] = levelsOfBand[band];
  const whole = text.paragraphs.map((paragraph) => paragraph.text).join(' ');
  const level = outsideRange(profileOf(whole, code, lower), lower) === undefined ? lower : upper;
  textLevels.set(text, level);
  return level;
}
