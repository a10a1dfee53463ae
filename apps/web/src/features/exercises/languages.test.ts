import { describe, expect, it } from 'vitest';
import { languageDirection, languageTag } from './languages';

describe('languages', () => {
  it('tags every generation language for screen readers', () => {
    expect(
      ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese'].map(languageTag),
    ).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt']);
  });

  it('leaves unknown languages untagged', () => {
    expect(languageTag('Klingon')).toBeUndefined();
  });

  it('writes Arabic right to left', () => {
    expect(languageDirection('Arabic')).toBe('rtl');
    expect(languageDirection('French')).toBeUndefined();
  });
});
