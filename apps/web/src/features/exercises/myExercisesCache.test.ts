import { fixtures } from '@lingua/api/mocks';
import { describe, expect, it } from 'vitest';
import {
  clearMyExercises,
  MY_EXERCISES_KEY,
  readMyExercises,
  writeMyExercises,
} from './myExercisesCache';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const exercises = [fixtures.exercises.writingSpanish, fixtures.exercises.readingSpanish];
const now = Date.parse('2026-11-21T09:00:00Z');
const minute = 60_000;

describe('the my_exercises cache', () => {
  it('answers the saved list within the hour', () => {
    const storage = memoryStorage();
    writeMyExercises(storage, exercises, now);
    expect(readMyExercises(storage, now + 59 * minute)).toEqual(exercises);
  });

  it('expires after one hour', () => {
    const storage = memoryStorage();
    writeMyExercises(storage, exercises, now);
    expect(readMyExercises(storage, now + 60 * minute)).toBeNull();
  });

  it('is gone once cleared', () => {
    const storage = memoryStorage();
    writeMyExercises(storage, exercises, now);
    clearMyExercises(storage);
    expect(readMyExercises(storage, now)).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem(MY_EXERCISES_KEY, '{not json');
    expect(readMyExercises(storage, now)).toBeNull();
    storage.setItem(MY_EXERCISES_KEY, JSON.stringify({ timestamp: now, exercises: 'x' }));
    expect(readMyExercises(storage, now)).toBeNull();
  });
});
