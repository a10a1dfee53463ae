import { beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../languages';
import { accuracy, type CaseResult, corpus, runCorpus } from './corpus/run';

let results: CaseResult[] = [];
beforeAll(async () => {
  results = await runCorpus();
}, 120_000);

const describeCase = (result: CaseResult) =>
  `${result.key.kind} "${result.key.answer}" ← "${result.answer}": teacher ${result.verdict}, grader ${result.given} (${result.tip})`;

describe('the grading corpus', () => {
  it.each(languages)('has at least 60 cases in %s', (language) => {
    expect(corpus[language].length).toBeGreaterThanOrEqual(60);
  });

  it.each(languages)('agrees with the teacher on at least 97%% of the %s cases', (language) => {
    const mine = results.filter((result) => result.language === language);
    const misses = mine.filter((result) => !result.agrees).map(describeCase);
    expect(accuracy(mine).percent, misses.join('\n')).toBeGreaterThanOrEqual(97);
  });

  it('never accepts a missing accent that makes another word, nor a wrong tense', () => {
    const accepted = results.filter((result) => result.trap && result.given === 'correct');
    expect(accepted.map(describeCase)).toEqual([]);
  });

  it('gives every example of the issue the teacher’s verdict', () => {
    const issue = results.filter((result) => result.issue);
    expect(issue.length).toBeGreaterThanOrEqual(20);
    expect(issue.filter((result) => !result.agrees).map(describeCase)).toEqual([]);
  });

  it('gives every example of issue 28 the teacher’s verdict', () => {
    const issue = results.filter((result) => result.issue28);
    expect(issue.length).toBeGreaterThanOrEqual(13);
    expect(issue.filter((result) => !result.agrees).map(describeCase)).toEqual([]);
  });

  it('leaves only right answers to the teacher: no wrong one is credited as "to check"', () => {
    const left = results.filter((result) => result.toCheck);
    expect(left.length).toBeGreaterThan(0);
    expect(left.filter((result) => result.verdict !== 'correct').map(describeCase)).toEqual([]);
  });
});
