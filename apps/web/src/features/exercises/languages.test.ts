import { describe, expect, it } from 'vitest';
import { languageDirection, languageFlag, languageTag } from './languages';

describe('languages', () => {
  it('tags every generation language for screen readers', () => {
    expect(
      ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese'].map(languageTag),
    ).toEqual(['en', 'es', 'fr', 'de', 'it', 'pt']);
  });

  it('leaves unknown languages untagged and shows a globe', () => {
    expect(languageTag('Klingon')).toBeUndefined();
    expect(languageFlag('Klingon')).toBe('🌐');
  });

  it('knows flags for about twenty languages', () => {
    expect(languageFlag('Spanish')).toBe('🇪🇸');
    expect(languageFlag('Japanese')).toBe('🇯🇵');
  });

  it('writes Arabic right to left', () => {
    expect(languageDirection('Arabic')).toBe('rtl');
    expect(languageDirection('French')).toBeUndefined();
  });
});
