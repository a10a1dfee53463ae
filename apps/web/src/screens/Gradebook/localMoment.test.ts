import { describe, expect, it } from 'vitest';
import { fromLocalMoment, toLocalMoment } from './localMoment';

describe('local moments', () => {
  it('round-trips an instant to the minute through the local form', () => {
    const iso = '2030-03-14T09:05:00.000Z';
    expect(fromLocalMoment(toLocalMoment(iso))).toBe(iso);
  });

  it('reads a local form in the local time zone', () => {
    const local = '2030-07-01T18:30:00';
    expect(new Date(fromLocalMoment(local)).getHours()).toBe(18);
  });
});
