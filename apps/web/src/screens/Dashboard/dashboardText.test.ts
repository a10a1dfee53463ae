import { msg } from '@lingua/i18n';
import { englishText } from '@lingua/i18n/english';
import { describe, expect, it } from 'vitest';
import { formattersFor } from '../../i18n/format';
import type { Translate } from '../../i18n/useText';
import { activityDetail, averageScore } from './dashboardText';

const t = ((id: Parameters<typeof msg>[0]) => englishText(msg(id))) as Translate;
const { percent } = formattersFor('en');

describe('the dashboard texts', () => {
  it('describes an activity with its type and score', () => {
    expect(
      activityDetail(
        { kind: 'solved', title: 'x', at: '', exercise_type: 'Reading', score: 66.666 },
        t,
        percent,
      ),
    ).toBe('Solved · Reading · 66.67%');
    expect(activityDetail({ kind: 'assigned', title: 'x', at: '' }, t, percent)).toBe('Assigned');
  });

  it('shows a dash before the first score', () => {
    expect(averageScore(null, percent)).toBe('—');
    expect(averageScore(82.5, percent)).toBe('82.5%');
  });

  it('writes scores in the reader’s language', () => {
    expect(averageScore(82.5, formattersFor('de').percent).replace(/\s/g, ' ')).toBe('82,5 %');
  });
});
