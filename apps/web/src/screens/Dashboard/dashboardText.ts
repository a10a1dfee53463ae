import type { Dashboard } from '@lingua/api';
import { formatScore } from '@lingua/flows';

type Activity = Dashboard['recent_activity'][number];

/** "Welcome back, Marta!", or a greeting for anyone when the profile could not be read. */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}

const verbs: Record<Activity['kind'], string> = {
  generated: 'Generated',
  solved: 'Solved',
  assigned: 'Assigned',
};

/** "Solved · Reading · 80%": what happened, to what kind of exercise, with which score. */
export function activityDetail(activity: Activity): string {
  return [
    verbs[activity.kind],
    activity.exercise_type,
    activity.score === undefined ? undefined : `${formatScore(activity.score)}%`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The average score tile: "—" before the first review. */
export function averageScore(score: number | null): string {
  return score === null ? '—' : `${formatScore(score)}%`;
}
