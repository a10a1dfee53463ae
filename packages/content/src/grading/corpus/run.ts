import { createEngine } from '../../engine';
import type { Language } from '../../languages';
import type { AnswerItemKind } from '../../schemas';
import type { CorpusCase, TeacherVerdict } from './case';
import { german } from './de';
import { english } from './en';
import { spanish } from './es';
import { french } from './fr';
import { italian } from './it';
import { portuguese } from './pt';

export const corpus: Record<Language, CorpusCase[]> = {
  English: english,
  Spanish: spanish,
  French: french,
  German: german,
  Italian: italian,
  Portuguese: portuguese,
};

const verdictOf: Record<number, TeacherVerdict> = { 1: 'correct', 0.5: 'half', 0: 'wrong' };

export type CaseResult = CorpusCase & {
  language: Language;
  given: TeacherVerdict;
  tip: string;
  feedback: string;
  /** The grader left it to the teacher (half credit until then). */
  toCheck: boolean;
  /** The grader gave the teacher's verdict and the tip quotes what the teacher would. */
  agrees: boolean;
};

const engine = createEngine();

/** Grades every case of the corpus with the built-in engine, feedback in English. */
export async function runCorpus(): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const [language, cases] of Object.entries(corpus) as [Language, CorpusCase[]][]) {
    results.push(...(await gradeCases(language, cases)));
  }
  return results;
}

/** Grades cases of one language with the built-in engine, feedback in English. */
export async function gradeCases<C extends CorpusCase>(
  language: Language,
  cases: readonly C[],
): Promise<(C & CaseResult)[]> {
  const results: (C & CaseResult)[] = [];
  for (const item of cases) {
    const review = await engine.review({
      type: 'Writing',
      language,
      results: {
        Title: 'Corpus',
        Exercises: [item.prompt ?? 'item'],
        ...(item.passage ? { Paragraph: item.passage } : {}),
      },
      answer_key: [item.key],
      user_answer: { Exercises: [{ id: 1, question: 'item', answer: item.answer }] },
    });
    const [graded] = review.response;
    // "To check" (half credit until the teacher decides) counts as the grader crediting it.
    const given = graded?.to_check ? 'correct' : (verdictOf[graded?.credit ?? 0] as TeacherVerdict);
    const tip = graded?.tip ?? '';
    const says = (item.says ?? []).every((word) => tip.toLowerCase().includes(word.toLowerCase()));
    results.push({
      ...item,
      language,
      given,
      tip,
      feedback: graded?.feedback ?? '',
      toCheck: graded?.to_check === true,
      agrees: given === item.verdict && says,
    });
  }
  return results;
}

export type Accuracy = { cases: number; agreed: number; percent: number };

export function accuracy(results: readonly CaseResult[]): Accuracy {
  const agreed = results.filter((result) => result.agrees).length;
  return {
    cases: results.length,
    agreed,
    percent: Math.round((agreed / results.length) * 1000) / 10,
  };
}

export function byKey<K extends string>(
  results: readonly CaseResult[],
  keyOf: (result: CaseResult) => K,
): Map<K, Accuracy> {
  const groups = new Map<K, CaseResult[]>();
  for (const result of results)
    groups.set(keyOf(result), [...(groups.get(keyOf(result)) ?? []), result]);
  return new Map([...groups].map(([key, group]) => [key, accuracy(group)]));
}

export const kindOfCase = (result: CaseResult): AnswerItemKind => result.key.kind;
