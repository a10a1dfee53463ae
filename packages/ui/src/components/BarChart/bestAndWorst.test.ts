import { describe, expect, it } from 'vitest';
import { bestAndWorst } from './bestAndWorst';

const topics = [
  { id: 'a', label: 'Articles', value: 55 },
  { id: 'b', label: 'Past tense', value: 91 },
  { id: 'c', label: 'Food vocabulary', value: null },
  { id: 'd', label: 'Prepositions', value: 72 },
  { id: 'e', label: 'Subjunctive', value: 40 },
];

describe('bestAndWorst', () => {
  it('ranks the highest and lowest values, best first and worst first', () => {
    const { best, worst } = bestAndWorst(topics, 2);
    expect(best.map((item) => item.label)).toEqual(['Past tense', 'Prepositions']);
    expect(worst.map((item) => item.label)).toEqual(['Subjunctive', 'Articles']);
  });

  it('leaves out items without data', () => {
    const { best, worst } = bestAndWorst(topics, 10);
    expect([...best, ...worst].some((item) => item.label === 'Food vocabulary')).toBe(false);
    expect(best).toHaveLength(4);
  });

  it('is empty when nothing has data', () => {
    expect(bestAndWorst([{ id: 'x', label: 'X', value: null }], 3)).toEqual({
      best: [],
      worst: [],
    });
  });
});
