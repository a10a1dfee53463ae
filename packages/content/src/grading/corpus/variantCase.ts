import type { Language } from '../../languages';
import type { CorpusCase } from './case';

/**
 * Issue 28, item 3: the ways of writing an answer that a teacher accepts (and the near misses a
 * teacher still refuses), grouped by the rule of the language they exercise.
 */
export type VariantCategory =
  | 'numbers'
  | 'spelling'
  | 'portuguese'
  | 'clitics'
  | 'contractions'
  | 'french questions'
  | 'fronted'
  | 'subjects'
  | 'verbs'
  | 'accents'
  | 'questions by their mark'
  | "speaker's gender"
  | 'middle field'
  | 'adverbs of frequency'
  | 'that'
  | 'equal forms'
  | 'you'
  /** Two forms of a word both right in standard usage (doublets.ts). */
  | 'doublets'
  /** Everyday synonyms and clippings (lexicon.ts). */
  | 'synonyms'
  /** Open answers nothing proves right or wrong (the teacher's), and non-answers (wrong). */
  | 'to check'
  /** Two or more of the changes above at once (severalChanges.ts). */
  | 'several changes'
  /** An answer on a text in fewer words: a cause as a noun, yes or no alone. */
  | 'answers on a text';

export type VariantCase = CorpusCase & {
  language: Language;
  category: VariantCategory;
  /**
   * Why the grader does not yet give a right answer its credit: no rule of the language finds
   * it (a paraphrase, a word the dictionaries lack). Reported, not asserted.
   */
  gap?: string;
};

/** A right answer the grader is known to miss, and why. */
export const knownGap = (gap: string, item: CorpusCase): CorpusCase & { gap: string } => ({
  ...item,
  gap,
});

export const group =
  (language: Language, category: VariantCategory) =>
  (...cases: CorpusCase[]): VariantCase[] =>
    cases.map((item) => ({ ...item, language, category }));
