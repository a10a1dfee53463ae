import { misspelledWords } from '../grading/spelling';
import { type LanguageCode, languageCodes } from '../languages';
import type { GeneratedExercise, ItemVerification } from '../schemas';
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

/** Each question answered again from the text by a second call that does not see the key. */
async function blindAnswers(
  config: LlmConfig,
  exercise: GeneratedExercise,
): Promise<string[] | undefined> {
  const questions = exercise.results.Questions ?? [];
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

/**
 * Checks a model's exercise before the teacher sees it: every question answered blind from the
 * passage and compared with the key, the language and spelling of the text and of each item
 * (the language's dictionary), and the item count. Returns per item what was verified and what
 * failed.
 */
export async function verifyExercise(
  config: LlmConfig,
  exercise: GeneratedExercise,
  expectedItems: number,
): Promise<ItemVerification[]> {
  const code = languageCodes[exercise.language];
  const items = exercise.results.Exercises ?? exercise.results.Questions ?? [];
  const shared: string[] = [];
  if (items.length !== expectedItems)
    shared.push(`${items.length} items instead of ${expectedItems}`);
  const paragraph = exercise.results.Paragraph;
  const textProblems = paragraph ? await languageProblems(code, paragraph, exercise.language) : [];
  const blind = paragraph ? await blindAnswers(config, exercise) : undefined;
  return Promise.all(
    exercise.answer_key.map(async (key, index) => {
      const verified: string[] = [];
      const problems = [...shared, ...textProblems];
      const own = await languageProblems(
        code,
        `${items[index] ?? ''} ${key.answer}`,
        exercise.language,
      );
      problems.push(...own);
      if (own.length === 0 && textProblems.length === 0)
        verified.push(`${exercise.language}, spelled right`);
      const answer = blind?.[index];
      if (answer !== undefined) {
        if (agrees(answer, [key.answer, ...(key.accepted ?? [])]))
          verified.push('answered blind from the text');
        else problems.push(`answered blind as "${answer}", the key says "${key.answer}"`);
      }
      if (shared.length === 0) verified.push('item count');
      return { id: key.id, verified, problems };
    }),
  );
}
