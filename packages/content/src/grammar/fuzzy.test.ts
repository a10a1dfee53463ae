import { describe, expect, it } from 'vitest';
import { findWord } from './fuzzy';

describe('findWord', () => {
  it('forgives a typo in a long word', () => {
    expect(findWord(['irregluares'], 'irregulares')).toBe('irregluares');
    expect(findWord(['infinitve'], 'infinitive')).toBe('infinitve');
  });

  it('takes no word for its opposite: a negating prefix is no typo', () => {
    expect(findWord(['regulares'], 'irregulares')).toBeUndefined();
    expect(findWord(['irregolari'], 'regolari')).toBeUndefined();
    expect(findWord(['regelmassig'], 'unregelmassig')).toBeUndefined();
  });
});
