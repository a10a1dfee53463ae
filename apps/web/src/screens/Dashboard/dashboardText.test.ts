import { describe, expect, it } from 'vitest';
import { activityDetail, averageScore, greeting } from './dashboardText';

describe('the dashboard texts', () => {
  it('greets by first name, or generically when there is none', () => {
    expect(greeting('Marta')).toBe('Welcome back, Marta!');
    expect(greeting(undefined)).toBe('Welcome back!');
    expect(greeting('  ')).toBe('Welcome back!');
  });

  it('describes an activity with its type and score', () => {
    expect(
      activityDetail({
        kind: 'solved',
        title: 'x',
        at: '',
        exercise_type: 'Reading',
        score: 66.666,
      }),
    ).toBe('Solved · Reading · 66.67%');
    expect(activityDetail({ kind: 'assigned', title: 'x', at: '' })).toBe('Assigned');
  });

  it('shows a dash before the first score', () => {
    expect(averageScore(null)).toBe('—');
    expect(averageScore(82.5)).toBe('82.5%');
  });
});
