import { kindOf } from '../grading/review';
import { misspelledWords } from '../grading/spelling';
import { type LanguageCode, languageCodes } from '../languages';
import type { AnswerKeyItem, GeneratedExercise, ItemVerification } from '../schemas';
import { normalizeAnswer, words } from '../text';
import { chatJson, type LlmConfig } from './client';
import { renderPrompt } from './prompts';
import { blindReplySchema, jsonSchemaOf } from './replies';

/** Capitalised words inside a sentence are names the dictionaries do not list. */
const checkable = (text: string) =>
  words(text).filter(
    (word, index, all) => index === 0 || !/^\p{Lu}/u.test(word) || !all[index - 1],
  );

/**
 * What is wrong with the language of a text: English where the exercise's language is expected
 * (most of its unknown words are English), or the words its dictionary does not know.
 */
async function languageProblems(
  code: LanguageCode,
  text: string,
  language: string,
): Promise<string[]> {
  const all = [...new Set(checkable(text).map((word) => word.toLocaleLowerCase()))];
  if (all.length === 0) return [];
  const unknown = (await misspelledWords(code, all)).map(({ word }) => word);
  if (unknown.length === 0) return [];
  if (code !== 'en') {
    const english = new Set((await misspelledWords('en', unknown)).map(({ word }) => word));
    const inEnglish = unknown.filter((word) => !english.has(word));
    if (inEnglish.length >= 3 && inEnglish.length * 3 >= all.length) {
      return [`written in English, not ${language}`];
    }
  }
  return unknown.map((word) => `"${word}" is not ${language} spelling`);
}

const agrees = (blind: string, key: readonly string[]) => {
  const said = normalizeAnswer(blind);
  return key.some((answer) => {
    const expected = normalizeAnswer(answer);
    return (
      said === expected ||
      ` ${said} `.includes(` ${expected} `) ||
      ` ${expected} `.includes(` ${said} `)
    );
  });
};

/**
 * Each question (or those at `indexes`) answered again from the text by a second call that does
 * not see the key.
 */
export async function blindAnswers(
  config: LlmConfig,
  exercise: GeneratedExercise,
  indexes?: readonly number[],
): Promise<string[] | undefined> {
  const all = exercise.results.Questions ?? [];
  const questions = indexes ? indexes.map((index) => all[index] ?? '') : all;
  try {
    const reply = await chatJson(
      config,
      {
        system: renderPrompt('system', { language: exercise.language, level: exercise.level }),
        user: renderPrompt('blind', {
          language: exercise.language,
          paragraph: exercise.results.Paragraph ?? '',
          questions: questions.map((question, index) => `${index + 1}. ${question}`).join('\n'),
        }),
      },
      'blind_answers',
      jsonSchemaOf(blindReplySchema),
    );
    const { answers } = blindReplySchema.parse(reply);
    return answers.length === questions.length ? answers : undefined;
  } catch {
    // A model that cannot answer leaves the key unconfirmed, not wrong.
    return undefined;
  }
}

/** What is wrong with the exercise as a whole: its item count, the language of its text. */
export type ExerciseProblems = { count: string[]; text: string[] };

export async function exerciseProblems(
  exercise: GeneratedExercise,
  expectedItems: number,
): Promise<ExerciseProblems> {
  const items = exercise.results.Exercises ?? exercise.results.Questions ?? [];
  const count =
    items.length === expectedItems ? [] : [`${items.length} items instead of ${expectedItems}`];
  const paragraph = exercise.results.Paragraph;
  const code = languageCodes[exercise.language];
  const text = paragraph ? await languageProblems(code, paragraph, exercise.language) : [];
  return { count, text };
}

/**
 * One item checked: its language and spelling (a translation's answer only: its prompt is in
 * the teacher's language), its key against the blind answer, with the exercise's own problems.
 */
export async function verifyItem(
  exercise: GeneratedExercise,
  index: number,
  blind: string | undefined,
  whole: ExerciseProblems,
): Promise<ItemVerification> {
  const key = exercise.answer_key[index] as AnswerKeyItem;
  const prompt = (exercise.results.Exercises ?? exercise.results.Questions ?? [])[index] ?? '';
  const checked = kindOf(exercise, key) === 'translate' ? key.answer : `${prompt} ${key.answer}`;
  const own = await languageProblems(languageCodes[exercise.language], checked, exercise.language);
  const verified: string[] = [];
  const problems = [...whole.count, ...whole.text, ...own];
  if (own.length === 0 && whole.text.length === 0)
    verified.push(`${exercise.language}, spelled right`);
  if (blind !== undefined) {
    if (agrees(blind, [key.answer, ...(key.accepted ?? [])]))
      verified.push('answered blind from the text');
    else problems.push(`answered blind as "${blind}", the key says "${key.answer}"`);
  }
  if (whole.count.length === 0) verified.push('item count');
  return { id: key.id, verified, problems };
}

/**
 * Checks a model's exercise before the teacher sees it: every question answered blind from the
 * passage and compared with the key, the language and spelling of the text and of each item
 * (the language's dictionary), and the item count. Returns the exercise's own problems and per
 * item what was verified and what failed.
 */
export async function checkExercise(
  config: LlmConfig,
  exercise: GeneratedExercise,
  expectedItems: number,
): Promise<{ whole: ExerciseProblems; items: ItemVerification[] }> {
  const whole = await exerciseProblems(exercise, expectedItems);
  const blind = exercise.results.Paragraph ? await blindAnswers(config, exercise) : undefined;
  const items = await Promise.all(
    exercise.answer_key.map((_, index) => verifyItem(exercise, index, blind?.[index], whole)),
  );
  return { whole, items };
}
