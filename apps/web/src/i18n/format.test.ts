import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

const now = Date.parse('2026-11-21T09:00:00Z');
const HOUR = 3_600_000;
const english = formattersFor('en');
const german = formattersFor('de');

describe('format', () => {
  it('writes English dates as "MMM d, yyyy" and months as "November 2026"', () => {
    expect(english.date('2026-11-21T09:00:00Z')).toBe('Nov 21, 2026');
    expect(english.monthYear('2026-08-24T10:00:00Z')).toBe('August 2026');
  });

  it('writes German dates, times and numbers as a German reader expects', () => {
    expect(german.date('2026-11-21T09:00:00Z')).toBe('21. Nov. 2026');
    expect(german.monthYear('2026-08-24T10:00:00Z')).toBe('August 2026');
    expect(german.time('2026-11-21T14:05:00Z')).toMatch(/^\d{2}:05$/);
    expect(german.twoDecimals(82.5)).toBe('82,50');
    expect(german.percent(66.666)).toBe('66,67\u00a0%');
    expect(german.relative(new Date(now + 48 * HOUR).toISOString(), now)).toBe('übermorgen');
  });

  it('says how far away a moment is in its largest unit', () => {
    const inEnglish = (offset: number) =>
      english.relative(new Date(now + offset).toISOString(), now);
    expect(inEnglish(48 * HOUR)).toBe('in 2 days');
    expect(inEnglish(5 * HOUR)).toBe('in 5 hours');
    expect(inEnglish(-3 * 24 * HOUR)).toBe('3 days ago');
    expect(inEnglish(1000)).toBe('this minute');
  });

  it('rounds numbers for display', () => {
    expect(english.twoDecimals(82.5)).toBe('82.50');
    expect(english.percent(66.666)).toBe('66.67%');
    expect(english.percent(80)).toBe('80%');
  });
});
