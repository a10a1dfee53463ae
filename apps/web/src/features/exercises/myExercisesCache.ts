import type { Exercise } from '@lingua/api';

/** learning-content.md section 9: the cache key and its lifetime. */
export const MY_EXERCISES_KEY = 'my_exercises';
export const MY_EXERCISES_MAX_AGE_MS = 60 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Stored {
  timestamp: number;
  exercises: Exercise[];
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const { timestamp, exercises } = value as Partial<Stored>;
  return typeof timestamp === 'number' && Array.isArray(exercises);
}

/** The list saved less than `maxAge` ago, else null (also for anything unreadable). */
export function readMyExercises(
  storage: Storage,
  now: number,
  maxAge = MY_EXERCISES_MAX_AGE_MS,
): Exercise[] | null {
  const raw = storage.getItem(MY_EXERCISES_KEY);
  if (raw === null) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isStored(stored) || now - stored.timestamp >= maxAge) return null;
    return stored.exercises;
  } catch {
    return null;
  }
}

export function writeMyExercises(storage: Storage, exercises: Exercise[], now: number): void {
  try {
    storage.setItem(MY_EXERCISES_KEY, JSON.stringify({ timestamp: now, exercises }));
  } catch {
    // A full storage (listening audio is large) only costs the next visit a fetch.
  }
}

export function clearMyExercises(storage: Storage): void {
  storage.removeItem(MY_EXERCISES_KEY);
}
