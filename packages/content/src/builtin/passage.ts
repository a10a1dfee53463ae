import type { Passage } from '../data/bank';
import { bankFor } from '../data/banks';
import { bandOf, type Language, type Level, languageCodes } from '../languages';
import { type Random, shuffle } from '../random';
import type { AnswerKeyItem } from '../schemas';
import { countWords } from '../text';
import { rankTopics } from './topicMatch';

type Question = Passage['paragraphs'][number]['questions'][number];

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
 * A passage of whole curated paragraphs, long enough for `words` and for `questions` questions
 * (a question never asks about a paragraph that was left out), and the questions spread over it.
 */
export function buildPassage(
  request: { language: Language; level: Level; user_input: string },
  wordsWanted: number,
  questionsWanted: number,
  grammarTopic: string,
  random: Random,
): PassageExercise {
  const passage = pickPassage(request.language, request.level, request.user_input, random);
  const chosen: Passage['paragraphs'] = [];
  let wordCount = 0;
  let questionCount = 0;
  for (const paragraph of passage.paragraphs) {
    if (chosen.length > 0 && wordCount >= wordsWanted * 0.9 && questionCount >= questionsWanted)
      break;
    chosen.push(paragraph);
    wordCount += countWords(paragraph.text);
    questionCount += paragraph.questions.length;
  }
  const pool = chosen.flatMap((paragraph) => paragraph.questions);
  // One question from each equal slice of the pool: spread over the whole text, in its order.
  const step = pool.length / questionsWanted;
  const offset = random();
  const questions = Array.from(
    { length: questionsWanted },
    (_, index) => pool[Math.floor((index + offset) * step)],
  ).filter((question): question is Question => question !== undefined);
  return {
    title: passage.title,
    paragraph: chosen.map((paragraph) => paragraph.text).join('\n\n'),
    questions: questions.map(([question]) => question),
    answerKey: questions.map(([, answer, ...accepted], index) => ({
      id: index + 1,
      answer,
      ...(accepted.length > 0 ? { accepted } : {}),
      grammar_topic: grammarTopic,
    })),
  };
}
