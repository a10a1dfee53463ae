import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

const rows = [
  { name: 'Zoë', score: 72.5 },
  { name: 'adam', score: null },
  { name: 'Émile', score: 91 },
  { name: 'Bea', score: 9 },
];
const score = (row: (typeof rows)[number]) => row.score;
const name = (row: (typeof rows)[number]) => row.name;

describe('sortRows', () => {
  it('sorts numbers numerically, not as text', () => {
    expect(sortRows(rows, { column: 'score', direction: 'ascending' }, score).map(name)).toEqual([
      'Bea',
      'Zoë',
      'Émile',
      'adam',
    ]);
  });

  it('keeps empty values last when descending too', () => {
    expect(sortRows(rows, { column: 'score', direction: 'descending' }, score).map(name)).toEqual([
      'Émile',
      'Zoë',
      'Bea',
      'adam',
    ]);
  });

  it('sorts text ignoring case and accents', () => {
    expect(sortRows(rows, { column: 'name', direction: 'ascending' }, name).map(name)).toEqual([
      'adam',
      'Bea',
      'Émile',
      'Zoë',
    ]);
  });

  it('does not change the rows it was given', () => {
    const copy = [...rows];
    sortRows(rows, { column: 'name', direction: 'descending' }, name);
    expect(rows).toEqual(copy);
  });
});
