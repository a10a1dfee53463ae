import type { MessageId } from '@lingua/i18n';

/**
 * The timeline filter of My Exercises and the templates library (learning-content.md section
 * 9): All time, Today, Last 7 days, Last 30 days.
 */
export const timelines = [
  { id: 'all', label: 'exercises.timeline.all' },
  { id: 'today', label: 'exercises.timeline.today' },
  { id: 'week', label: 'exercises.timeline.week' },
  { id: 'month', label: 'exercises.timeline.month' },
] as const satisfies readonly { id: string; label: MessageId }[];

export type Timeline = (typeof timelines)[number]['id'];

const DAY = 24 * 60 * 60 * 1000;

/** Whether something created at `iso` falls in the timeline, seen from `now`. */
export function inTimeline(iso: string, timeline: Timeline, now: number): boolean {
  const created = Date.parse(iso);
  switch (timeline) {
    case 'all':
      return true;
    case 'today':
      return new Date(created).toDateString() === new Date(now).toDateString();
    case 'week':
      return now - created <= 7 * DAY;
    case 'month':
      return now - created <= 30 * DAY;
  }
}

/** The distinct values of a field, sorted, for filter options derived from the data. */
export function distinct<T>(items: readonly T[], pick: (item: T) => string): string[] {
  return [...new Set(items.map(pick))].sort((a, b) => a.localeCompare(b));
}
