import * as contract from '@lingua/api/contract';
import { languageCodes } from '../languages';
import type { AnswerItemKind, AnswerKeyItem, ReviewRequest, ReviewResult } from '../schemas';
import { words } from '../text';
import { gradeItem } from './grade';
import { type FeedbackLanguage, messagesFor } from './messages';
import { spellerFor } from './spelling';

/** What the student wrote for each item id, for any exercise type. */
export function answersById(request: ReviewRequest): Map<number, string> {
  const { user_answer } = request;
  const entries =
    request.type === 'Writing'
      ? (user_answer.Exercises ?? []).map(({ id, answer }) => [id, answer] as const)
      : (user_answer.Questions ?? []).map(({ id, user_answer: answer }) => [id, answer] as const);
  return new Map(entries);
}

const variationKinds: [RegExp, AnswerItemKind][] = [
  [/^Verb Conjugation Drills|^Verb conjugation/i, 'form'],
  [/^Fill in the Blanks/i, 'blank'],
  [/^Sentence Reordering|^Word order/i, 'reorder'],
  [/^Sentence Transformation/i, 'transform'],
  [/^Translations?/i, 'translate'],
  [/^Correct the Mistakes/i, 'correct'],
];

/**
 * Items saved before keys named their kind (and the model's items) are graded by what the
 * exercise says they are: its variation in the title, else the item's grammar topic, else its
 * length; reading and listening items are questions on the text.
 */
export function kindOf(
  request: Pick<ReviewRequest, 'type' | 'results'>,
  key: AnswerKeyItem,
): AnswerItemKind {
  if (key.kind) return key.kind;
  if (request.type !== 'Writing') return 'comprehension';
  const found = variationKinds.find(
    ([pattern]) => pattern.test(request.results.Title) || pattern.test(key.grammar_topic),
  );
  if (found) return found[1];
  // A word or two is a blank to fill; a sentence is written, like a transformation.
  return words(key.answer).length <= 2 ? 'blank' : 'transform';
}

/**
 * The score is the share of the credit earned (1, 0.5 or 0 per item; a spoken answer graded on
 * the rubric, its points' share), in percent.
 */
export function scoreOf(credits: readonly number[]): number {
  const earned = credits.reduce<number>((sum, credit) => sum + credit, 0);
  return Math.round((earned / credits.length) * 1000) / 10;
}

/** Answers saying why a speaking item has no recording (the student had no microphone). */
const noRecording = new Set<string>(contract.SpeakingAnswerMarker.enum);

/**
 * A speaking task's answers are recordings (each item's answer is its recording's id): no code
 * or model grades them. A recorded item waits for the teacher's rubric with half credit, as every
 * answer left to the teacher does; an item without a recording (or whose student could not
 * record) earns nothing.
 */
function reviewSpeaking(
  request: ReviewRequest,
  only: (key: AnswerKeyItem) => boolean,
): ReviewResult {
  const m = messagesFor(request.feedback_language);
  const answers = answersById(request);
  const response = request.answer_key.filter(only).map((key) => {
    const answer = (answers.get(key.id) ?? '').trim();
    const recorded = answer !== '' && !noRecording.has(answer);
    return {
      id: key.id,
      is_correct: false,
      credit: recorded ? (0.5 as const) : (0 as const),
      feedback: recorded ? m.speakingToCheck : m.speakingMissing,
      tip: '',
      ...(recorded ? { to_check: true } : {}),
    };
  });
  return { score: scoreOf(response.map((item) => item.credit)), response };
}

/** Built-in review: every key item graded by its kind, feedback in the student's language. */
export async function reviewBuiltin(
  request: ReviewRequest,
  only: (key: AnswerKeyItem) => boolean = () => true,
): Promise<ReviewResult> {
  if (request.type === 'Speaking') return reviewSpeaking(request, only);
  const code = languageCodes[request.language];
  const speller = await spellerFor(code);
  const m = messagesFor(request.feedback_language);
  const answers = answersById(request);
  const { Exercises, Questions, Paragraph } = request.results;
  const prompts = request.type === 'Writing' ? Exercises : Questions;
  const response = request.answer_key.filter(only).map((key) => {
    const prompt = prompts?.[key.id - 1];
    const { credit, feedback, tip, toCheck } = gradeItem({
      code,
      key,
      kind: kindOf(request, key),
      written: answers.get(key.id) ?? '',
      speller,
      m,
      ...(prompt ? { prompt } : {}),
      ...(Paragraph ? { passage: Paragraph } : {}),
    });
    // A client that does not know `to_check` reads its provisional half credit as partly right.
    return {
      id: key.id,
      is_correct: credit === 1,
      credit,
      feedback,
      tip,
      ...(toCheck ? { to_check: true } : {}),
    };
  });
  return { score: scoreOf(response.map((item) => item.credit)), response };
}

/** The feedback on a spoken answer the teacher graded on the rubric, in the student's language. */
export function gradedSpeakingFeedback(
  points: number,
  most: number,
  language: FeedbackLanguage | undefined,
): string {
  return messagesFor(language).speakingGraded(points, most);
}

/**
 * The feedback on an answer the grader left to the teacher once the teacher refused it: wrong,
 * with the key, in the student's language (an accepted answer is graded again instead).
 */
export function refusedFeedback(
  key: string,
  language: FeedbackLanguage | undefined,
): { feedback: string; tip: string } {
  const m = messagesFor(language);
  return { feedback: m.notQuite(m.quote(key)), tip: '' };
}
