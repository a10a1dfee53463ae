import { normalizeAnswer } from '../../text';
import type { MadeText } from './timetable';

/** An answer as the text says it and the other forms a student may give; then wrong choices. */
export type Keyed = { forms: readonly [string, ...string[]]; wrong: readonly string[] };

/**
 * The questions a text asks at its level (those with an answer), keyed from the data, and for
 * each up to three distractors: values of the same kind from the same data (often said in the
 * text for something else), none of them an accepted answer.
 */
export function keyedQuestions(
  asked: readonly string[],
  answers: readonly (Keyed | undefined)[],
): Required<Pick<MadeText, 'questions' | 'distractors'>> {
  const questions: MadeText['questions'] = [];
  const distractors: string[][] = [];
  answers.forEach((answer, index) => {
    if (!answer) return;
    const [key, ...accepted] = answer.forms;
    const right = new Set(answer.forms.map(normalizeAnswer));
    questions.push([asked[index] as string, key, ...new Set(accepted.filter((a) => a !== key))]);
    const wrong = [...new Set(answer.wrong)].filter((w) => w && !right.has(normalizeAnswer(w)));
    distractors.push(wrong.slice(0, 3));
  });
  return { questions, distractors };
}
