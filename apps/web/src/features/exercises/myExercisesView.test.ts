import { FIXTURE_NOW, fixtures } from '@lingua/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  exerciseFilterOptions,
  exerciseStats,
  filterExercises,
  noExerciseFilters,
} from './myExercisesView';
import { inTimeline } from './timeline';

const all = Object.values(fixtures.exercises);
const DAY = 86_400_000;

describe('My Exercises', () => {
  it('counts total, last 7 days, languages and the most common type', () => {
    const stats = exerciseStats(all, FIXTURE_NOW);
    expect(stats.total).toBe(all.length);
    expect(stats.lastWeek).toBe(
      all.filter((exercise) => FIXTURE_NOW - Date.parse(exercise.created_at) <= 7 * DAY).length,
    );
    expect(stats.languages).toBe(new Set(all.map((exercise) => exercise.language)).size);
    expect(['Writing', 'Reading', 'Listening']).toContain(stats.mostCommonType);
  });

  it("says 'None' for the most common type of an empty list", () => {
    expect(exerciseStats([], FIXTURE_NOW)).toEqual({
      total: 0,
      lastWeek: 0,
      languages: 0,
      mostCommonType: 'None',
    });
  });

  it('derives filter options from the data, sorted and without repeats', () => {
    const spanishOnly = all.filter((exercise) => exercise.language === 'Spanish');
    expect(exerciseFilterOptions(spanishOnly)).toEqual({
      level: ['B1'],
      type: ['Listening', 'Reading', 'Writing'],
      language: ['Spanish'],
    });
  });

  it('combines every filter', () => {
    const found = filterExercises(
      all,
      { ...noExerciseFilters, language: 'Spanish', type: 'Reading' },
      FIXTURE_NOW,
    );
    expect(found.map((exercise) => exercise.id)).toEqual([fixtures.exercises.readingSpanish.id]);
  });

  it('keeps only what was created in the chosen period', () => {
    const today = filterExercises(all, { ...noExerciseFilters, timeline: 'today' }, FIXTURE_NOW);
    expect(today.every((exercise) => inTimeline(exercise.created_at, 'today', FIXTURE_NOW))).toBe(
      true,
    );
    expect(inTimeline(new Date(FIXTURE_NOW - 8 * DAY).toISOString(), 'week', FIXTURE_NOW)).toBe(
      false,
    );
    expect(inTimeline(new Date(FIXTURE_NOW - 8 * DAY).toISOString(), 'month', FIXTURE_NOW)).toBe(
      true,
    );
  });
});
