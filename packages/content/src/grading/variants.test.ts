import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../languages';
import { type CaseResult, gradeCases } from './corpus/run';
import { type VariantCase, variantCases } from './corpus/variants';

const results: (VariantCase & CaseResult)[] = [];
beforeAll(async () => {
  const languages = [...new Set(variantCases.map((item) => item.language))] as Language[];
  for (const language of languages)
    results.push(
      ...(await gradeCases(
        language,
        variantCases.filter((item) => item.language === language),
      )),
    );
}, 120_000);

const describeCase = (result: VariantCase & CaseResult) =>
  `${result.language} ${result.key.kind} "${result.key.answer}" ← "${result.answer}": teacher ${result.verdict}, grader ${result.given}${result.toCheck ? ' (to check)' : ''} (${result.tip})`;

const categories = [...new Set(variantCases.map((item) => item.category))];

describe('answers a teacher accepts in another form (issue 28)', () => {
  it.each(categories)('accepts every right answer of "%s"', (category) => {
    const right = results.filter(
      (result) => result.category === category && result.verdict === 'correct' && !result.gap,
    );
    // Outright, but where nothing can prove the answer right: then "to check" is the credit.
    const outright = category !== 'to check';
    const missed = right.filter(
      (result) => result.given !== 'correct' || (outright && result.toCheck),
    );
    expect(missed.map(describeCase)).toEqual([]);
  });

  it.each(categories)('refuses the near misses of "%s" as the teacher does', (category) => {
    const notRight = results.filter(
      (result) => result.category === category && result.verdict !== 'correct',
    );
    expect(notRight.filter((result) => !result.agrees).map(describeCase)).toEqual([]);
  });

  it('names why each right answer it misses is missed, and misses few', () => {
    const gaps = results.filter((result) => result.gap);
    expect(gaps.every((result) => result.verdict === 'correct')).toBe(true);
    expect(gaps.length).toBeLessThanOrEqual(8);
  });

  it('never credits an accent that makes another word, not even as "to check"', () => {
    const accents = results.filter((result) => result.category === 'accents');
    expect(accents.length).toBeGreaterThanOrEqual(20);
    const credited = accents.filter(
      (result) => result.verdict !== 'correct' && result.given === 'correct',
    );
    expect(credited.map(describeCase)).toEqual([]);
  });
});
