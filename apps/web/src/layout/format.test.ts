import { describe, expect, it } from 'vitest';
import { formatDate, formatMonthYear, formatPercent, formatRelative, twoDecimals } from './format';

const now = Date.parse('2026-11-21T09:00:00Z');
const HOUR = 3_600_000;

describe('format', () => {
  it('writes dates as "MMM d, yyyy" and months as "November 2026"', () => {
    expect(formatDate('2026-11-21T09:00:00Z')).toBe('Nov 21, 2026');
    expect(formatMonthYear('2026-08-24T10:00:00Z')).toBe('August 2026');
  });

  it('says how far away a moment is in its largest unit', () => {
    expect(formatRelative(new Date(now + 48 * HOUR).toISOString(), now)).toBe('in 2 days');
    expect(formatRelative(new Date(now + 5 * HOUR).toISOString(), now)).toBe('in 5 hours');
    expect(formatRelative(new Date(now - 3 * 24 * HOUR).toISOString(), now)).toBe('3 days ago');
    expect(formatRelative(new Date(now + 1000).toISOString(), now)).toBe('this minute');
  });

  it('rounds numbers for display', () => {
    expect(twoDecimals(82.5)).toBe('82.50');
    expect(formatPercent(66.666)).toBe('66.67%');
    expect(formatPercent(80)).toBe('80%');
  });
});
