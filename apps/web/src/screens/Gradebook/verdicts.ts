import type { Verdict } from '@lingua/ui';

/** The API's credit (1, 0.5, 0) as a verdict. */
export function verdictOf(credit: number): Verdict {
  if (credit >= 1) return 'correct';
  return credit > 0 ? 'half' : 'wrong';
}
