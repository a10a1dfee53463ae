import { describe, expect, it } from 'vitest';
import { describeRemaining, formatCountdown, isAnnouncedMoment } from './countdown';

describe('formatCountdown', () => {
  it.each([
    [30 * 60, '30:00'],
    [61, '01:01'],
    [9, '00:09'],
    [0, '00:00'],
    [-5, '00:00'],
    [90 * 60, '90:00'],
    [59.2, '01:00'],
  ])('%d seconds -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

describe('isAnnouncedMoment', () => {
  it('announces whole minutes, the last 30 and 10 seconds, and zero', () => {
    const announced = Array.from({ length: 181 }, (_, second) => second).filter(isAnnouncedMoment);
    expect(announced).toEqual([0, 10, 30, 60, 120, 180]);
  });
});

describe('describeRemaining', () => {
  it('speaks minutes, then seconds, in singular and plural', () => {
    expect(describeRemaining(300)).toBe('5 minutes left');
    expect(describeRemaining(60)).toBe('1 minute left');
    expect(describeRemaining(30)).toBe('30 seconds left');
    expect(describeRemaining(1)).toBe('1 second left');
  });
});
