import { describe, expect, it } from 'vitest';
import { isLate, startRefusal } from './rules';

const noon = new Date('2026-05-01T12:00:00Z');
const later = new Date('2026-05-01T13:00:00Z');

describe('startRefusal', () => {
  it('allows an attempt before the schedule with attempts left', () => {
    expect(startRefusal(noon, later, 2, { submitted: 1, open: 0 })).toBeUndefined();
  });

  it('refuses after the schedule has passed', () => {
    expect(startRefusal(later, noon, 2, { submitted: 0, open: 0 })).toBe('expired');
  });

  it('counts attempts still running as used', () => {
    expect(startRefusal(noon, later, 2, { submitted: 1, open: 1 })).toBe('no_attempts_left');
  });
});

describe('isLate', () => {
  it('gives a minute of grace after the deadline', () => {
    expect(isLate(new Date('2026-05-01T12:01:00Z'), noon)).toBe(false);
    expect(isLate(new Date('2026-05-01T12:01:01Z'), noon)).toBe(true);
  });
});
