import type { Passage } from '../data/bank';
import { bankFor } from '../data/banks';
import { bandOf, type Language, type Level, languageCodes } from '../languages';
import { type Random, shuffle } from '../random';
import type { AnswerKeyItem } from '../schemas';
import { chooseExcerpt, type Question } from './excerpt';
import { rankTopics } from './topicMatch';

export type PassageExercise = {
  title: string;
  paragraph: string;
  questions: string[];
  answerKey: AnswerKeyItem[];
};

/** The closest topic's passage; among several on that topic, any one. */
function pickPassage(language: Language, level: Level, userInput: string, random: Random): Passage {
  const band = bandOf(level);
  const passages = bankFor(languageCodes[language]).passages.filter((p) => p.band === band);
  for (const topic of rankTopics(userInput, random)) {
    const [first] = shuffle(
      passages.filter((p) => p.topic === topic),
      random,
    );
    if (first) return first;
  }
  throw new Error(`The ${language} bank has no ${band} passage`);
}

/**
 * A passage of about `wordsWanted` words cut from the closest curated one (see `chooseExcerpt`)
 * and `questionsWanted` of the questions its text answers, spread over it in its order.
 */
export function buildPassage(
  request: { language: Language; level: Level; user_input: string },
  wordsWanted: number,
  questionsWanted: number,
  grammarTopic: string,
  random: Random,
): PassageExercise {
  const passage = pickPassage(request.language, request.level, request.user_input, random);
  const excerpt = chooseExcerpt(passage.paragraphs, wordsWanted, questionsWanted, random);
  const pool = excerpt.questions;
  // One question from each equal slice of the pool: spread over the whole text, in its order.
  const step = pool.length / questionsWanted;
  const offset = random();
  const questions = Array.from(
    { length: questionsWanted },
    (_, index) => pool[Math.floor((index + offset) * step)],
  ).filter((question): question is Question => question !== undefined);
  return {
    title: passage.title,
    paragraph: excerpt.paragraphs.join('\n\n'),
    questions: questions.map(([question]) => question),
    answerKey: questions.map(([, answer, ...accepted], index) => ({
      id: index + 1,
      answer,
      ...(accepted.length > 0 ? { accepted } : {}),
      grammar_topic: grammarTopic,
    })),
  };
}
