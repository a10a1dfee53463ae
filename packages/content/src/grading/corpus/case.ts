import type { AnswerItemKind, AnswerKeyItem } from '../../schemas';

/** What a teacher gives the answer: the whole point, half of it (a slip), or nothing. */
export type TeacherVerdict = 'correct' | 'half' | 'wrong';

/**
 * One case of the grading corpus: an item with its key, what a student wrote, the teacher's
 * verdict and the gist of the tip. `says` lists words the (English) tip must quote.
 */
export type CorpusCase = {
  key: AnswerKeyItem & { kind: AnswerItemKind };
  answer: string;
  verdict: TeacherVerdict;
  gist: string;
  says?: string[];
  /** A missing accent or a wrong tense: never to be accepted. */
  trap?: 'accent' | 'tense';
  /** One of the examples in the text of issue 16. */
  issue?: boolean;
  /** Written after the grader, to measure it on answers it was not tuned on. */
  heldOut?: boolean;
  /** One of the examples in the text of issue 28 (answers a teacher accepts in other forms). */
  issue28?: boolean;
  /** The item's prompt (the sentence to translate), where the verdict depends on it. */
  prompt?: string;
  /** The text a comprehension question is about, where the verdict depends on it. */
  passage?: string;
};

type Extra = Partial<
  Pick<CorpusCase, 'says' | 'trap' | 'issue' | 'heldOut' | 'issue28' | 'prompt' | 'passage'>
> & {
  topic?: string;
};

const topics: Record<AnswerItemKind, string> = {
  form: 'Verb conjugation',
  blank: 'Fill in the blank',
  reorder: 'Word order',
  transform: 'Sentence transformation',
  translate: 'Translation',
  correct: 'Correcting mistakes',
  comprehension: 'Reading comprehension',
};

/**
 * `case_('form')('ganó', 'gano', 'wrong', '...')`; a key given as a list is the answer followed
 * by the accepted alternatives.
 */
const case_ =
  (kind: AnswerItemKind) =>
  (
    key: string | readonly string[],
    answer: string,
    verdict: TeacherVerdict,
    gist: string,
    extra: Extra = {},
  ): CorpusCase => {
    const [main, ...accepted] = typeof key === 'string' ? [key] : key;
    const { topic, ...rest } = extra;
    return {
      key: {
        id: 1,
        kind,
        answer: main as string,
        ...(accepted.length > 0 ? { accepted } : {}),
        grammar_topic: topic ?? topics[kind],
      },
      answer,
      verdict,
      gist,
      ...rest,
    };
  };

export const form = case_('form');
export const blank = case_('blank');
export const reorder = case_('reorder');
export const transform = case_('transform');
export const translate = case_('translate');
export const correct = case_('correct');
export const question = case_('comprehension');
