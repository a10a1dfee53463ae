import { describe, expect, it } from 'vitest';
import { scoreTone, urgencyTone } from './tone';

const HOUR = 60 * 60 * 1000;

describe('scoreTone', () => {
  it.each([
    [100, 'success'],
    [85, 'success'],
    [84.99, 'warning'],
    [70, 'warning'],
    [69.99, 'danger'],
    [0, 'danger'],
  ])('colours a score of %d as %s', (score, tone) => {
    expect(scoreTone(score)).toBe(tone);
  });
});

describe('urgencyTone', () => {
  it.each([
    [-HOUR, 'danger'],
    [0, 'danger'],
    [24 * HOUR - 1, 'danger'],
    [24 * HOUR, 'caution'],
    [72 * HOUR - 1, 'caution'],
    [72 * HOUR, 'success'],
    [30 * 24 * HOUR, 'success'],
  ])('colours %d ms ahead as %s', (msUntil, tone) => {
    expect(urgencyTone(msUntil)).toBe(tone);
  });
});
