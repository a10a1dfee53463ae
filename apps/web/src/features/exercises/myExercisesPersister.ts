import {
  type AsyncStorage,
  experimental_createQueryPersister,
} from '@tanstack/query-persist-client-core';

/** learning-content.md section 9: the cache's name and lifetime. */
export const MY_EXERCISES_KEY = 'my_exercises';
export const MY_EXERCISES_MAX_AGE_MS = 60 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'length' | 'key'>;

/** A web storage as the persister wants it, read at each call (none while pre-rendering). */
export function persisterStorage(storage: () => Storage | undefined): AsyncStorage<string> {
  return {
    getItem: (key) => storage()?.getItem(key) ?? null,
    setItem: (key, value) => {
      try {
        storage()?.setItem(key, value);
      } catch {
        // A full storage (listening audio is large) only costs the next visit a fetch.
      }
    },
    removeItem: (key) => storage()?.removeItem(key),
    entries: () => {
      const store = storage();
      if (!store) return [];
      return Array.from({ length: store.length }, (_, index) => store.key(index))
        .filter((key) => key !== null)
        .map((key) => [key, store.getItem(key) ?? ''] as [string, string]);
    },
  };
}

/**
 * The my_exercises list in local storage (under `my_exercises-…`) with its timestamp; anything
 * older than an hour, or unreadable, is dropped and fetched again.
 */
export function createMyExercisesPersister(storage: () => Storage | undefined) {
  return experimental_createQueryPersister({
    storage: persisterStorage(storage),
    prefix: MY_EXERCISES_KEY,
    maxAge: MY_EXERCISES_MAX_AGE_MS,
    refetchOnRestore: false,
  });
}

export const myExercisesPersister = createMyExercisesPersister(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
