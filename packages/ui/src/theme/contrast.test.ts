import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, type Palette } from './palette';

const TEXT = 4.5;
const UI = 3;
const tones = ['accent', 'neutral', 'success', 'warning', 'caution', 'danger'] as const;

function pairs(palette: Palette): Array<[string, string, string, number]> {
  const surfaces = { background: palette.background, surface: palette.surface };
  const result: Array<[string, string, string, number]> = [];
  for (const [name, surface] of Object.entries(surfaces)) {
    result.push([`text on ${name}`, palette.text, surface, TEXT]);
    result.push([`muted text on ${name}`, palette.textMuted, surface, TEXT]);
    result.push([`control border on ${name}`, palette.borderStrong, surface, UI]);
    result.push([`focus ring on ${name}`, palette.focusRing, surface, UI]);
    for (const tone of tones) {
      result.push([`${tone} text on ${name}`, palette[tone].text, surface, TEXT]);
      result.push([`${tone} solid on ${name}`, palette[tone].solid, surface, UI]);
    }
  }
  result.push(['text on muted surface', palette.text, palette.surfaceMuted, TEXT]);
  result.push(['muted text on muted surface', palette.textMuted, palette.surfaceMuted, TEXT]);
  for (const tone of tones) {
    result.push([
      `${tone} text on its subtle background`,
      palette[tone].text,
      palette[tone].subtle,
      TEXT,
    ]);
    result.push([`text on ${tone} solid`, palette[tone].onSolid, palette[tone].solid, TEXT]);
  }
  return result;
}

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });
});

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
])('%s theme meets WCAG 2.2 AA', (_name, palette) => {
  it.each(pairs(palette))('%s', (_label, foreground, background, minimum) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(minimum);
  });
});
