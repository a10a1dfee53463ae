import type { components } from '@lingua/api';
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

type SavedAnswer = components['schemas']['SavedAnswer'];

/**
 * The answers of a timed sitting the server has not acknowledged yet, kept in IndexedDB per
 * attempt, so a lost connection, a reload or a crash loses nothing typed.
 */
let store: UseStore | undefined;
const sittings = () => {
  store ??= createStore('lingua-sittings', 'unsaved-answers');
  return store;
};

/** False where there is no IndexedDB (prerendering, old private modes): nothing is kept. */
const available = () => typeof indexedDB !== 'undefined';

export async function readLocalAnswers(attemptId: string): Promise<SavedAnswer[]> {
  if (!available()) return [];
  return (await get<SavedAnswer[]>(attemptId, sittings())) ?? [];
}

/** Replaces the kept answers of the attempt; none forgets it. */
export async function keepLocalAnswers(attemptId: string, answers: SavedAnswer[]): Promise<void> {
  if (!available()) return;
  if (answers.length > 0) await set(attemptId, answers, sittings());
  else await del(attemptId, sittings());
}

/** Forgets every kept answer of this browser (stories start clean; a shared device at logout). */
export async function clearLocalAnswers(): Promise<void> {
  if (available()) await clear(sittings());
}
