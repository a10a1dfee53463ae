import type { Exercise } from '@lingua/api';
import { distinct, inTimeline, type Timeline } from './timeline';

/** The filter panel's choice; `''` means any. */
export interface ExerciseFilters {
  timeline: Timeline;
  level: string;
  type: string;
  language: string;
}

export const noExerciseFilters: ExerciseFilters = {
  timeline: 'all',
  level: '',
  type: '',
  language: '',
};

export function filterExercises(
  exercises: readonly Exercise[],
  filters: ExerciseFilters,
  now: number,
): Exercise[] {
  return exercises.filter(
    (exercise) =>
      inTimeline(exercise.created_at, filters.timeline, now) &&
      (filters.level === '' || exercise.level === filters.level) &&
      (filters.type === '' || exercise.type === filters.type) &&
      (filters.language === '' || exercise.language === filters.language),
  );
}

/** Level, type and language options come from the loaded exercises. */
export function exerciseFilterOptions(exercises: readonly Exercise[]) {
  return {
    level: distinct(exercises, (exercise) => exercise.level),
    type: distinct(exercises, (exercise) => exercise.type),
    language: distinct(exercises, (exercise) => exercise.language),
  };
}

/** The stats row: total, created in the last 7 days, distinct languages, most common type. */
export function exerciseStats(exercises: readonly Exercise[], now: number) {
  const perType = new Map<string, number>();
  for (const exercise of exercises) {
    perType.set(exercise.type, (perType.get(exercise.type) ?? 0) + 1);
  }
  let mostCommon = 'None';
  let most = 0;
  for (const [type, count] of perType) {
    if (count > most) [mostCommon, most] = [type, count];
  }
  return {
    total: exercises.length,
    lastWeek: exercises.filter((exercise) => inTimeline(exercise.created_at, 'week', now)).length,
    languages: distinct(exercises, (exercise) => exercise.language).length,
    mostCommonType: mostCommon,
  };
}
