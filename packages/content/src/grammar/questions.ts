/**
 * Questions in German and French. Each question comes with its answer ("Wo wohnst du? – In
 * Berlin."), which decides the question word: a slip is the word for another answer (*Wohin
 * wohnst du? – In Berlin.). German puts the verb second after the question word and first in a
 * yes/no question, whose answer is "Ja" or "Nein"; the typical slip keeps the statement's order
 * (*Wo du wohnst jetzt?). "Du kommst morgen?" is spoken German, so it is never planted. French
 * asks in three orders, all right: "Où habites-tu ?", "Où est-ce que tu habites ?", "Tu habites
 * où ?"; its inversion puts -t- between a verb ending in a vowel and il/elle (habite-t-il). Verb
 * forms come from the conjugation library; only the scenes are written here.
 */

import type { Person } from '../conjugation/conjugate';
import { sayPresent } from '../conjugation/conjugate';
import { pick, type Random } from '../random';
import { frenchVowel } from './articles';
import { capitalise, type Extra, type Subject, subjects } from './clause';
import type { Drill, FormSentence } from './forms';

/** The slips that differ from the right forms and from each other. */
const distinct = (right: readonly string[], slips: readonly string[]) =>
  slips.filter((slip, i) => !right.includes(slip) && slips.indexOf(slip) === i);

/** A question with its answer, as the drill's sentences write it ("? – In Berlin."). */
const withAnswer = (question: string, answer: string) => `${capitalise(question)} – ${answer}.`;

/** The question words of an answer: the right ones (the first is the key), then the slips. */
type Ask = { right: readonly string[]; wrong: readonly string[] };

/** Who a question asks about: the drill's subject, or a thing of its own ("der Film"). */
type Asked = { de: string; en: string; person: Person };

/** "you" for "I" and "we": one asks about others. */
const askedAbout = (subject: Subject): Subject =>
  subject.person === 0 || subject.person === 3
    ? (subjects.find((other) => other.id === 'you') ?? subject)
    : subject;

/** "Where does Anna live now?", "What is Anna drinking?": English asks with do or be. */
function englishQuestion(template: string, who: string, person: Person): string {
  const singular = person === 2;
  return capitalise(
    template
      .replace('{does}', singular ? 'does' : 'do')
      .replace('{is}', singular ? 'is' : person === 0 ? 'am' : 'are')
      .replace('{who}', who),
  );
}

/** English adverbials go at the end of the question: "...in the summer with some friends?". */
const englishWithAdverbials = (question: string, adverbials: readonly Extra[]) =>
  [question, ...adverbials.map((a) => a.text.en)].join(' ');

// ——— German ———

type GermanScene = {
  ask: Ask;
  verb: string;
  /** The words after the subject ("jetzt", "zur Arbeit"). */
  rest: string;
  en: string;
  answer: [de: string, en: string];
  /** What it asks about when not the drill's subject: "der Film"; none when "wer" is the subject. */
  about?: Asked | 'asked';
  /** "Wo fährst du hin?": the question word split, as said. */
  split?: 'hin' | 'her';
  /** Another verb a translation may take ("Wie kommst du zur Arbeit?"). */
  also?: string;
  /** The adverbials that fit the scene. */
  fits?: readonly Extra['id'][];
};

const where = { right: ['Wo'], wrong: ['Wohin', 'Woher'] };

const germanScenes: readonly GermanScene[] = [
  {
    ask: where,
    verb: 'wohnen',
    rest: 'jetzt',
    en: 'Where {does} {who} live now',
    answer: ['In Berlin', 'In Berlin'],
  },
  {
    ask: where,
    verb: 'spielen',
    rest: 'Fußball',
    en: 'Where {does} {who} play football',
    answer: ['Im Park', 'In the park'],
    fits: ['friends'],
  },
  {
    ask: { right: ['Wohin'], wrong: ['Woher', 'Wo'] },
    verb: 'fahren',
    rest: 'im Sommer',
    en: 'Where {is} {who} going in the summer',
    answer: ['Nach Wien', 'To Vienna'],
    split: 'hin',
    fits: ['friends'],
  },
  {
    ask: { right: ['Woher'], wrong: ['Wohin', 'Wo'] },
    verb: 'kommen',
    rest: '',
    en: 'Where {does} {who} come from',
    answer: ['Aus Spanien', 'From Spain'],
    split: 'her',
  },
  {
    ask: { right: ['Wann', 'Um wie viel Uhr'], wrong: ['Wo', 'Wie'] },
    verb: 'kommen',
    rest: 'nach Hause',
    en: 'When {does} {who} come home',
    answer: ['Um sechs Uhr', "At six o'clock"],
    fits: ['friends'],
  },
  {
    ask: { right: ['Wann', 'Um wie viel Uhr'], wrong: ['Wo', 'Wie'] },
    verb: 'beginnen',
    rest: 'heute Abend',
    en: 'When does the film start tonight',
    answer: ['Um acht Uhr', "At eight o'clock"],
    about: { de: 'der Film', en: 'the film', person: 2 },
  },
  {
    ask: { right: ['Was'], wrong: ['Wie', 'Wer'] },
    verb: 'trinken',
    rest: '',
    en: 'What {does} {who} drink',
    answer: ['Tee', 'Tea'],
    fits: ['long-day'],
  },
  {
    ask: { right: ['Wen'], wrong: ['Wer', 'Was'] },
    verb: 'fragen',
    rest: 'nach dem Weg',
    en: 'Who {does} {who} ask for directions',
    answer: ['Einen Polizisten', 'A police officer'],
  },
  {
    ask: { right: ['Wer'], wrong: ['Wen', 'Was'] },
    verb: 'spielen',
    rest: 'heute Abend Klavier',
    en: 'Who is playing the piano tonight',
    answer: ['Meine Schwester', 'My sister'],
    about: 'asked',
  },
  {
    ask: { right: ['Wie', 'Womit'], wrong: ['Wo', 'Was'] },
    verb: 'fahren',
    rest: 'zur Arbeit',
    en: 'How {does} {who} get to work',
    answer: ['Mit dem Bus', 'By bus'],
    also: 'kommen',
  },
  {
    ask: { right: ['Warum', 'Wieso', 'Weshalb'], wrong: ['Wie', 'Was'] },
    verb: 'kochen',
    rest: 'heute',
    en: 'Why {is} {who} cooking today',
    answer: ['Für die Party', 'For the party'],
    fits: ['friends'],
  },
  {
    ask: { right: ['Wie viel', 'Was'], wrong: ['Wie viele', 'Wann'] },
    verb: 'kosten',
    rest: '',
    en: 'How much does the book cost',
    answer: ['Zehn Euro', 'Ten euros'],
    about: { de: 'das Buch', en: 'the book', person: 2 },
  },
];

/** Yes/no questions, each with the question words a learner might open them with. */
type YesNoScene = {
  verb: string;
  rest: string;
  en: string;
  yes: boolean;
  wrong: readonly [string, string];
  fits?: readonly Extra['id'][];
};

const yesNoScenes: readonly YesNoScene[] = [
  {
    verb: 'kommen',
    rest: 'morgen zur Party',
    en: '{is} {who} coming to the party tomorrow',
    yes: true,
    wrong: ['Wann', 'Wie'],
    fits: ['friends'],
  },
  {
    verb: 'haben',
    rest: 'einen Hund',
    en: '{does} {who} have a dog',
    yes: false,
    wrong: ['Warum', 'Wo'],
  },
  {
    verb: 'trinken',
    rest: 'Kaffee',
    en: '{does} {who} drink coffee',
    yes: true,
    wrong: ['Wann', 'Warum'],
  },
  {
    verb: 'spielen',
    rest: 'Gitarre',
    en: '{does} {who} play the guitar',
    yes: false,
    wrong: ['Wo', 'Wann'],
  },
];

/** The words of a German question, its question mark on the last. */
const asked = (words: readonly string[]) => {
  const said = words.filter(Boolean);
  return [...said.slice(0, -1), `${said.at(-1)}?`];
};

/** A German yes/no question: the verb first; the slip asks with a word "Ja" does not answer. */
export function germanYesNoSentence(
  given: Subject,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const subject = askedAbout(given);
  const scene = pick(yesNoScenes, random);
  const kept = adverbials.filter((a) => scene.fits?.includes(a.id));
  const verb = sayPresent('de', scene.verb, subject.person);
  const [answer, answerEn] = scene.yes ? ['Ja', 'Yes'] : ['Nein', 'No'];
  const question = englishQuestion(scene.en, subject.text.en ?? '', subject.person);
  return {
    before: [],
    slot: { right: [capitalise(verb)], wrong: scene.wrong.map((word) => `${word} ${verb}`) },
    noun: '',
    after: [
      ...asked([subject.text.de ?? '', ...kept.map((a) => a.text.de), scene.rest]),
      '–',
      answer,
    ],
    en: withAnswer(`${englishWithAdverbials(question, kept)}?`, answerEn),
  };
}

/**
 * A German W-question: the question word chosen by the answer (its slips ask for another answer),
 * or the verb and subject after it (the slip keeps the statement's order, *Wo du wohnst jetzt?).
 */
export function germanWQuestionSentence(
  given: Subject,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const subject = askedAbout(given);
  const roll = random();
  const scene = pick(germanScenes, random);
  const kept = adverbials.filter((a) => scene.fits?.includes(a.id));
  // "Wer" is the subject itself; "der Film" is asked about whoever the drill's subject is.
  const about: Asked =
    typeof scene.about === 'object'
      ? scene.about
      : { de: subject.text.de ?? '', en: subject.text.en ?? '', person: subject.person };
  const who = scene.about === 'asked' ? '' : about.de;
  const person = scene.about === 'asked' ? 2 : about.person;
  const verbOf = (infinitive: string) => sayPresent('de', infinitive, person);
  const verb = verbOf(scene.verb);
  const middle = [...kept.map((a) => a.text.de), scene.rest].filter(Boolean);
  const [answer, answerEn] = scene.answer;
  const en = withAnswer(
    `${englishWithAdverbials(englishQuestion(scene.en, about.en, about.person), kept)}?`,
    answerEn,
  );
  const [word = ''] = scene.ask.right;
  const said = (words: readonly string[]) => withAnswer(asked(words).join(' '), answer);
  // Every right question: each right word, each right verb, and the split "Wo fährst du hin?".
  const everyRight = [scene.verb, ...(scene.also ? [scene.also] : [])].flatMap((infinitive) => [
    ...scene.ask.right.map((right) => said([right, verbOf(infinitive), who, ...middle])),
    ...(scene.split ? [said(['Wo', verbOf(infinitive), who, ...middle, scene.split])] : []),
  ]);
  // The order is the slot only with words after the subject, to carry the question mark.
  if (roll < 0.35 && who && middle.length > 0) {
    const right = `${verb} ${who}`;
    const statementOrder = `${who} ${verb}`;
    // The infinitive, or the third person where the infinitive is right (meine Eltern wohnen).
    const unconjugated = [scene.verb, sayPresent('de', scene.verb, 2)].map(
      (form) => `${form} ${who}`,
    );
    return {
      before: [word],
      slot: { right: [right], wrong: distinct([right], [statementOrder, ...unconjugated]) },
      noun: '',
      after: [...asked(middle), '–', answer],
      en,
      alsoRight: everyRight.slice(1),
    };
  }
  // The other right words are the slot's own: the drill's sentences say them.
  const others = scene.ask.right.length;
  return {
    before: [],
    slot: { right: [...scene.ask.right], wrong: [...scene.ask.wrong] },
    noun: '',
    after: [...asked([verb, who, ...middle]), '–', answer],
    en,
    alsoRight: everyRight.slice(others),
  };
}

// ——— French ———

type FrenchScene = {
  ask: Ask;
  verb: string;
  /** What "combien de" counts: "Combien de frères as-tu ?". */
  noun?: string;
  rest?: string;
  en: string;
  answer: [fr: string, en: string];
  /** The question word at the end, as spoken French asks ("Tu manges quoi ?"); none for pourquoi. */
  last?: string;
  fits?: readonly Extra['id'][];
};

const frenchScenes: readonly FrenchScene[] = [
  {
    ask: { right: ['où'], wrong: ['quand', 'comment'] },
    verb: 'habiter',
    en: 'Where {does} {who} live',
    answer: ['À Lyon', 'In Lyon'],
    last: 'où',
  },
  {
    ask: { right: ['quand'], wrong: ['où', 'comment'] },
    verb: 'partir',
    rest: 'en vacances',
    en: 'When {is} {who} going on holiday',
    answer: ['En juillet', 'In July'],
    last: 'quand',
    fits: ['friends'],
  },
  {
    ask: { right: ['comment'], wrong: ['où', 'quand'] },
    verb: 'aller',
    rest: "à l'école",
    en: 'How {does} {who} get to school',
    answer: ['En bus', 'By bus'],
    last: 'comment',
  },
  {
    ask: { right: ['pourquoi'], wrong: ['comment', 'quand'] },
    verb: 'apprendre',
    rest: 'le piano',
    en: 'Why {is} {who} learning the piano',
    answer: ['Pour le plaisir', 'For fun'],
  },
  {
    // "Combien" alone forgets its "de"; "comment" sounds like "combien".
    ask: { right: ['combien de'], wrong: ['combien', 'comment'] },
    verb: 'avoir',
    noun: 'frères',
    en: 'How many brothers {does} {who} have',
    answer: ['Deux', 'Two'],
    last: 'combien de',
  },
  {
    ask: { right: ['qui'], wrong: ['que', 'quoi'] },
    verb: 'attendre',
    en: 'Who {is} {who} waiting for',
    answer: ['Un ami', 'A friend'],
    last: 'qui',
  },
  {
    ask: { right: ['que'], wrong: ['qui', 'quoi'] },
    verb: 'manger',
    en: 'What {is} {who} eating',
    answer: ['Une pomme', 'An apple'],
    last: 'quoi',
  },
  {
    ask: { right: ['que'], wrong: ['qui', 'quoi'] },
    verb: 'boire',
    en: 'What {does} {who} drink',
    answer: ['Du thé', 'Tea'],
    last: 'quoi',
    fits: ['long-day'],
  },
];

type Pronoun = 'tu' | 'il' | 'elle';

/** Questions ask "tu", "il" or "elle": a named subject would invert as "Léa habite-t-elle". */
function frenchAsked(subject: Subject): { pronoun: Pronoun; en: string; person: Person } {
  if (subject.person !== 2) return { pronoun: 'tu', en: 'you', person: 1 };
  return subject.gender === 'F'
    ? { pronoun: 'elle', en: 'she', person: 2 }
    : { pronoun: 'il', en: 'he', person: 2 };
}

/** que elides before a vowel: "Qu'est-ce que", "Qu'attends-tu". */
const elided = (word: string, next: string) => (word === 'que' && frenchVowel(next) ? "qu'" : word);

/** The verb and its pronoun inverted: -t- between a vowel and il/elle (habite-t-il, prend-il). */
const inverted = (verb: string, pronoun: Pronoun) =>
  pronoun === 'tu'
    ? `${verb}-tu`
    : /[ae]$/.test(verb)
      ? `${verb}-t-${pronoun}`
      : `${verb}-${pronoun}`;

/** The slips of an inversion: the pronoun said twice, -t- left out or added, tu's -s left out. */
function inversionSlips(verb: string, pronoun: Pronoun, thirdPerson: string): string[] {
  if (pronoun === 'tu') return [`tu ${verb}-tu`, `${thirdPerson}-tu`];
  return /[ae]$/.test(verb)
    ? [`${verb}-${pronoun}`, `${pronoun} ${verb}-t-${pronoun}`]
    : [`${pronoun} ${verb}-${pronoun}`, `${verb}-t-${pronoun}`];
}

/** "est-ce que tu", "est-ce qu'il": the words after est-ce, the subject included. */
const estCeQue = (pronoun: Pronoun) =>
  pronoun === 'tu' ? ['est-ce que', 'tu'] : [`est-ce qu'${pronoun}`];

/** A French question and its answer: "Où habites-tu ? – À Lyon."; "qu'" joins its word. */
const frenchSaid = (words: readonly string[], answer: string) =>
  withAnswer(`${words.filter(Boolean).join(' ').replaceAll("' ", "'")} ?`, answer);

/**
 * A French question, by inversion or with est-ce que: the question word as the slot (its slips
 * ask for another answer, *Qu'est-ce que tu habites ?), or the inverted verb (*Où tu habites-tu ?,
 * *Où habite-il ?). The other orders, spoken French's "Tu habites où ?" among them, are right.
 */
export function frenchQuestionSentence(
  subject: Subject,
  adverbials: readonly Extra[],
  random: Random,
): FormSentence {
  const { pronoun, en: who, person } = frenchAsked(subject);
  const scene = pick(frenchScenes, random);
  const kept = adverbials.filter((a) => scene.fits?.includes(a.id));
  const verb = sayPresent('fr', scene.verb, person);
  const verbInverted = inverted(verb, pronoun);
  const noun = scene.noun ?? '';
  const [word = ''] = scene.ask.right;
  const [answer, answerEn] = scene.answer;
  const after = [scene.rest ?? '', ...kept.map((a) => a.text.fr), '?', '–', answer].filter(Boolean);
  const en = withAnswer(
    `${englishWithAdverbials(englishQuestion(scene.en, who, person), kept)}?`,
    answerEn,
  );
  const opening = (next: string) => capitalise(elided(word, next));
  const byInversion = frenchSaid(
    [
      opening(noun || verbInverted),
      noun,
      verbInverted,
      scene.rest ?? '',
      ...kept.map((a) => a.text.fr),
    ],
    answer,
  );
  const withEstCeQue = frenchSaid(
    [
      opening(noun || 'est-ce'),
      noun,
      ...estCeQue(pronoun),
      verb,
      scene.rest ?? '',
      ...kept.map((a) => a.text.fr),
    ],
    answer,
  );
  const spoken = scene.last
    ? [
        frenchSaid(
          [pronoun, verb, scene.rest ?? '', ...kept.map((a) => a.text.fr), scene.last, noun],
          answer,
        ),
      ]
    : [];
  const roll = random();
  const asks = (next: string, words: readonly string[]) =>
    words.map((each) => capitalise(elided(each, next)));
  if (roll < 0.35) {
    const next = [noun, verbInverted].filter(Boolean).join(' ');
    return {
      before: [],
      slot: { right: asks(next, scene.ask.right), wrong: asks(next, scene.ask.wrong) },
      noun: next,
      after,
      en,
      alsoRight: [withEstCeQue, ...spoken],
    };
  }
  // "que" elides and opens no inversion slot: "*Qu'il mange-t-il".
  if (roll < 0.65 && word !== 'que') {
    const thirdPerson = sayPresent('fr', scene.verb, 2);
    return {
      before: [capitalise(word), noun].filter(Boolean),
      slot: { right: [verbInverted], wrong: inversionSlips(verb, pronoun, thirdPerson) },
      noun: '',
      after,
      en,
      alsoRight: [withEstCeQue, ...spoken],
    };
  }
  const [est, ...rest] = estCeQue(pronoun);
  const next = [noun, est].filter(Boolean).join(' ');
  // Qu'est-ce que opens any question for a learner: *Qu'est-ce que tu habites ?
  const slips = distinct(scene.ask.right, [...(noun ? [] : ['que']), ...scene.ask.wrong]);
  return {
    before: [],
    slot: { right: asks(next, scene.ask.right), wrong: asks(next, slips) },
    noun: next,
    after: [...rest, verb, ...after],
    en,
    alsoRight: [byInversion, ...spoken],
  };
}

export const questionDrills = {
  'de.w-questions': {
    paradigm: [
      'wer',
      'wen',
      'was',
      'wo',
      'wohin',
      'woher',
      'wann',
      'wie',
      'womit',
      'warum',
      'wieso',
      'weshalb',
      'wie viel',
    ],
    nouns: [],
    sentence: germanWQuestionSentence,
  },
  'de.yes-no-questions': {
    paradigm: ['ja', 'nein'],
    nouns: [],
    sentence: germanYesNoSentence,
  },
  'fr.questions': {
    paradigm: ['où', 'quand', 'comment', 'pourquoi', 'combien de', 'qui', 'que', "qu'", 'quoi'],
    nouns: [],
    sentence: frenchQuestionSentence,
  },
} satisfies Record<string, Drill>;

export type QuestionDrillId = keyof typeof questionDrills;
