import { defaultLocale, type Locale, locales } from '@lingua/i18n';
import { type ServerMessageId, type ServerMessageValues, serverText } from '@lingua/i18n/server';
import type { LanguageCode } from '../languages';
import type { Typo } from './typo';

/** The interface languages feedback is written in (the student's settings; English by default). */
export const feedbackLanguages = locales;
export type FeedbackLanguage = Locale;

/**
 * What a form is, when a missing accent or a changed letter turns the right form into another
 * one: "gano" is the present, "ganó" the preterite; Italian "e" is the conjunction, "è" the verb.
 */
export const formLabels = [
  'present',
  'preterite',
  'future',
  'presentSubjunctive',
  'imperfectSubjunctive',
  'futureSubjunctive',
  'pluperfect',
  'participle',
  'conjunction',
  'verbToBe',
  'verbToHave',
  'preposition',
  'adverbOfPlace',
  'article',
  'demonstrative',
] as const;
export type FormLabel = (typeof formLabels)[number];

export type Messages = {
  quote(text: string): string;
  correct: string;
  wellDone: string;
  noAnswer(answer: string): string;
  noAnswerTip(point: string): string;
  notQuite(answer: string): string;
  almost(answer: string): string;
  partly(answer: string): string;
  accentForgiven(pairs: string): string;
  umlautForgiven(pairs: string): string;
  pair(right: string, yours: string): string;
  germanCapitals(nouns: string): string;
  /** "gano" is the present; the preterite is "ganó". */
  otherLabelledForm(
    yours: string,
    yourLabel: FormLabel,
    right: string,
    rightLabel: FormLabel,
  ): string;
  /** A real word, not a typo: "vuelvo" for "vuelva"; the grammar point when the key names one. */
  otherForm(yours: string, right: string, point?: string): string;
  typo(yours: string, typo: Typo, right: string): string;
  spellingSlip(yours: string, right: string): string;
  wordOrder(answer: string): string;
  wordOrderTip: string;
  givenWords: string;
  spelling(list: string): string;
  didYouMean(word: string, suggestion: string): string;
  shorter(words: number): string;
  review(point: string): string;
  compare: string;
  missingContent(words: string): string;
  negation: string;
  alternatives(answer: string): string;
  /** An open answer the grader can neither prove right nor wrong: half credit until the teacher decides. */
  toCheck: string;
  toCheckTip(answer: string): string;
  /** A spoken answer: only the teacher grades it, on the rubric (issue 33). */
  speakingToCheck: string;
  /** A question of a speaking task left without a recording. */
  speakingMissing: string;
  /** A spoken answer the teacher graded on the rubric: its points of the most it could earn. */
  speakingGraded(points: number, most: number): string;
};

/** A feedback message of the server catalogue (`grading.*`), filled and in one language. */
export type FeedbackText = (
  id: `grading.${string}` & ServerMessageId,
  values?: ServerMessageValues,
) => string;

/**
 * The feedback sentences, each a `grading.*` message of the server catalogue worded by `text`.
 * The values are already quoted or listed by the grader, in the same language.
 */
export function feedbackMessages(text: FeedbackText): Messages {
  const label = (form: FormLabel) => text(`grading.form.${form}`);
  const quote = (value: string) => text('grading.quote', { text: value });
  return {
    quote,
    correct: text('grading.correct'),
    wellDone: text('grading.wellDone'),
    noAnswer: (answer) => text('grading.noAnswer', { answer }),
    noAnswerTip: (point) => text('grading.noAnswerTip', { point }),
    notQuite: (answer) => text('grading.notQuite', { answer }),
    almost: (answer) => text('grading.almost', { answer }),
    partly: (answer) => text('grading.partly', { answer }),
    accentForgiven: (pairs) => text('grading.accentForgiven', { pairs }),
    umlautForgiven: (pairs) => text('grading.umlautForgiven', { pairs }),
    pair: (right, yours) => text('grading.pair', { right, yours }),
    germanCapitals: (nouns) => text('grading.germanCapitals', { nouns }),
    otherLabelledForm: (yours, yourLabel, right, rightLabel) =>
      text('grading.otherLabelledForm', {
        yours,
        yourForm: label(yourLabel),
        right,
        rightForm: label(rightLabel),
      }),
    otherForm: (yours, right, point) =>
      point
        ? text('grading.otherForm.point', { yours, right, point })
        : text('grading.otherForm.word', { yours, right }),
    typo: (yours, typo, right) => {
      switch (typo.kind) {
        case 'wrong':
          return text('grading.typo.wrong', {
            yours,
            instead: quote(typo.instead),
            letter: quote(typo.letter),
            right,
          });
        case 'swapped':
          return text('grading.typo.swapped', { yours, letters: quote(typo.letters), right });
        default:
          return text(`grading.typo.${typo.kind}`, { yours, letter: quote(typo.letter), right });
      }
    },
    spellingSlip: (yours, right) => text('grading.spellingSlip', { yours, right }),
    wordOrder: (answer) => text('grading.wordOrder', { answer }),
    wordOrderTip: text('grading.wordOrderTip'),
    givenWords: text('grading.givenWords'),
    spelling: (words) => text('grading.spelling', { words }),
    didYouMean: (word, suggestion) => text('grading.didYouMean', { word, suggestion }),
    shorter: (count) => text('grading.shorter', { count }),
    review: (point) => text('grading.review', { point }),
    compare: text('grading.compare'),
    missingContent: (words) => text('grading.missingContent', { words }),
    negation: text('grading.negation'),
    alternatives: (answers) => text('grading.alternatives', { answers }),
    toCheck: text('grading.toCheck'),
    toCheckTip: (answer) => text('grading.toCheckTip', { answer }),
    speakingToCheck: text('grading.speakingToCheck'),
    speakingMissing: text('grading.speakingMissing'),
    speakingGraded: (points, most) => text('grading.speakingGraded', { points, most }),
  };
}

const catalogue = new Map<FeedbackLanguage, Messages>();

export function messagesFor(language: FeedbackLanguage = defaultLocale): Messages {
  let messages = catalogue.get(language);
  if (!messages) {
    messages = feedbackMessages((id, values) => serverText(language, id, values));
    catalogue.set(language, messages);
  }
  return messages;
}

/** The grammar point as the key names it; German nouns ("Konjunktiv II") keep their capitals. */
export function pointName(topic: string, code: LanguageCode): string {
  if (code === 'de') return topic;
  return topic.replace(/^\p{Lu}(?!\p{Lu})/u, (first) => first.toLocaleLowerCase());
}
