import { describe, expect, it } from 'vitest';
import { languageFlagSource } from './languageFlags';

describe('languageFlagSource', () => {
  it('draws an SVG flag for every generation language', () => {
    for (const language of ['English', 'Spanish', 'French', 'German', 'Italian', 'Portuguese']) {
      const source = languageFlagSource(language) ?? '';
      expect(source.startsWith('data:image/svg+xml,'), language).toBe(true);
      expect(decodeURIComponent(source), language).toContain('<svg');
    }
  });

  it('draws none for other languages, whose name stands alone', () => {
    expect(languageFlagSource('Japanese')).toBeUndefined();
    expect(languageFlagSource('toString')).toBeUndefined();
  });
});
