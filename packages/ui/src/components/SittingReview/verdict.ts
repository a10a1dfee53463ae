import type { Tone } from '../../theme/tone';

/** How an answer was judged; "half" is a partly right answer worth half the marks. */
export const verdicts = ['correct', 'half', 'wrong'] as const;
export type Verdict = (typeof verdicts)[number];

export const verdictLabels: Record<Verdict, string> = {
  correct: 'Correct',
  half: 'Half right',
  wrong: 'Wrong',
};

export const verdictTones: Record<Verdict, Extract<Tone, 'success' | 'warning' | 'danger'>> = {
  correct: 'success',
  half: 'warning',
  wrong: 'danger',
};
