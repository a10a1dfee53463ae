import type { components } from '@lingua/api';
import type { MessageId } from '@lingua/i18n';
import type { RubricLine } from '@lingua/ui';
import type { Translate } from '../../i18n/useText';

type Criterion = components['schemas']['SpeakingCriterion'];
type Rubric = components['schemas']['Rubric'];

/** A speaking criterion's name in the reader's language. */
export const criterionName = (t: Translate, criterion: string) =>
  t(`exercises.criterion.${criterion}` as MessageId);

/** A graded spoken answer's points per criterion, in the order the criteria are graded. */
export function rubricLines(
  rubric: Rubric | undefined,
  criteria: readonly Criterion[] | undefined,
  t: Translate,
): RubricLine[] | undefined {
  if (!rubric) return undefined;
  const { scores } = rubric;
  const order = criteria ?? (Object.keys(scores) as Criterion[]);
  return order.flatMap((criterion) => {
    const points = scores[criterion];
    return points === undefined
      ? []
      : [{ id: criterion, label: criterionName(t, criterion), points }];
  });
}
