import type { Passage, Topic as Theme } from '../data/bank';
import { topics as themes } from '../data/bank';
import { bankFor } from '../data/banks';
import { matchPoint } from '../grammar/match';
import { bandOf, type Language, type Level, languageCodes } from '../languages';
import { type Random, shuffle } from '../random';
import type { AnswerKeyItem } from '../schemas';
import { matchTopic } from '../topics/match';
import { chooseExcerpt, lengthTolerance, type Question } from './excerpt';

export type PassageExercise = {
  title: string;
  paragraphs: string[];
  questions: string[];
  answerKey: AnswerKeyItem[];
  /** Said to the teacher when the text is not on the asked topic or not of the asked length. */
  notice?: string;
};

/**
 * Readings and listenings never share a text: a listening is cut from the last two paragraphs
 * of a curated passage, a reading from the paragraphs before them.
 */
export type PassageUse = 'Reading' | 'Listening';
const listeningParagraphs = 2;

function partOf(passage: Passage, use: PassageUse): Passage['paragraphs'] {
  const split = passage.paragraphs.length - listeningParagraphs;
  return use === 'Listening' ? passage.paragraphs.slice(split) : passage.paragraphs.slice(0, split);
}

const modelNote = 'A language model (OPENAI_*) writes on any topic.';

/**
 * The theme of the curated bank for the request, and what to tell the teacher when the bank has
 * no text on their topic: the closest themes, in plain words, never a silent unrelated text.
 */
export function themeFor(
  request: { language: Language; level: Level; user_input: string },
  random: Random,
): { theme: Theme; notice?: string } {
  const grammar = matchPoint(request.user_input, languageCodes[request.language], request.level);
  const { topic, asked, exact } = matchTopic(request.user_input, grammar?.used ?? []);
  if (topic?.hasTexts && exact) return { theme: topic.themes[0] as Theme };
  if (topic) {
    return {
      theme: topic.themes[0] as Theme,
      notice: `No offline text about '${asked}'; closest: ${topic.themes.join(', ')}. ${modelNote}`,
    };
  }
  const theme = themes[Math.floor(random() * themes.length)] as Theme;
  if (!asked) return { theme };
  return {
    theme,
    notice: `No offline text about '${asked}'; the offline texts are about ${themes.join(', ')}. This one is about ${theme}. ${modelNote}`,
  };
}

/**
 * A text of about `wordsWanted` words cut from the bank's passage on the request's theme (see
 * `chooseExcerpt`) and `questionsWanted` of the questions it answers, spread over it in order.
 */
export function buildPassage(
  request: { language: Language; level: Level; user_input: string },
  use: PassageUse,
  wordsWanted: number,
  questionsWanted: number,
  grammarTopic: string,
  random: Random,
): PassageExercise {
  const band = bandOf(request.level);
  const { theme, notice } = themeFor(request, random);
  const passages = bankFor(languageCodes[request.language]).passages.filter(
    (p) => p.band === band && p.topic === theme,
  );
  const [passage] = shuffle(passages, random);
  if (!passage) throw new Error(`The ${request.language} bank has no ${band} passage on ${theme}`);
  const excerpt = chooseExcerpt(partOf(passage, use), wordsWanted, questionsWanted, random);
  const pool = excerpt.questions;
  // One question from each equal slice of the pool: spread over the whole text, in its order.
  const step = pool.length / questionsWanted;
  const offset = random();
  const questions = Array.from(
    { length: questionsWanted },
    (_, index) => pool[Math.floor((index + offset) * step)],
  ).filter((question): question is Question => question !== undefined);
  const short =
    use === 'Reading' && wordsWanted - excerpt.words > lengthTolerance(wordsWanted)
      ? `The offline text on ${theme} has ${excerpt.words} words, fewer than the ${wordsWanted} asked.`
      : undefined;
  const notices = [notice, short].filter(Boolean);
  return {
    title: passage.title,
    paragraphs: excerpt.paragraphs,
    questions: questions.map(([question]) => question),
    answerKey: questions.map(([, answer, ...accepted], index) => ({
      id: index + 1,
      answer,
      ...(accepted.length > 0 ? { accepted } : {}),
      grammar_topic: grammarTopic,
      kind: 'comprehension' as const,
    })),
    ...(notices.length > 0 ? { notice: notices.join(' ') } : {}),
  };
}
