import { verdicts } from '../../contractValues';
import type { UiStrings } from '../../strings/UiStrings';
import type { Tone } from '../../theme/tone';

/** How an answer was judged; "half" is a partly right answer worth half the marks. */
export { verdicts };
export type Verdict = (typeof verdicts)[number];

export const verdictLabels: Record<Verdict, string> = {
  correct: 'Correct',
  half: 'Half right',
  wrong: 'Wrong',
};

/** The verdicts' names in the reader's language (from `UiStringsProvider`). */
export function verdictLabelsOf(
  strings: Pick<UiStrings, 'verdictCorrect' | 'verdictHalf' | 'verdictWrong'>,
): Record<Verdict, string> {
  return {
    correct: strings.verdictCorrect,
    half: strings.verdictHalf,
    wrong: strings.verdictWrong,
  };
}

export const verdictTones: Record<Verdict, Extract<Tone, 'success' | 'warning' | 'danger'>> = {
  correct: 'success',
  half: 'warning',
  wrong: 'danger',
};
