import type { Dashboard, ExerciseType } from '@lingua/api';
import type { MessageId } from '@lingua/i18n';
import type { Translate } from '../../i18n/useText';

type Activity = Dashboard['recent_activity'][number];

const verbs: Record<Activity['kind'], MessageId> = {
  generated: 'dashboard.activity.generated',
  solved: 'dashboard.activity.solved',
  assigned: 'dashboard.activity.assigned',
};

const exerciseTypes: Record<ExerciseType, MessageId> = {
  Writing: 'dashboard.exerciseType.writing',
  Reading: 'dashboard.exerciseType.reading',
  Listening: 'dashboard.exerciseType.listening',
  Speaking: 'dashboard.exerciseType.speaking',
};

/** "Solved · Reading · 80%": what happened, to what kind of exercise, with which score. */
export function activityDetail(
  activity: Activity,
  t: Translate,
  percent: (value: number) => string,
): string {
  const type = activity.exercise_type;
  return [
    t(verbs[activity.kind]),
    type === undefined ? undefined : t(exerciseTypes[type]),
    activity.score === undefined ? undefined : percent(activity.score),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The average score tile: "—" before the first review. */
export function averageScore(score: number | null, percent: (value: number) => string): string {
  return score === null ? '—' : percent(score);
}
