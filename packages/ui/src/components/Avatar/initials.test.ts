import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['ada king lovelace', 'AL'],
    ['  Grace   Hopper ', 'GH'],
    ['Ludwig', 'L'],
    ['maria.garcia@school.example', 'MG'],
    ['teacher@school.example', 'T'],
    ['Élodie Ümit', 'ÉÜ'],
    ['', '?'],
    ['   ', '?'],
  ])('%j -> %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
