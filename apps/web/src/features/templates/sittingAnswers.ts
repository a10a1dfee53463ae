import type { components } from '@lingua/api';
import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

type SavedAnswer = components['schemas']['SavedAnswer'];

/** Whose sitting the answers belong to, and what a save call needs to send them. */
export interface SittingOwner {
  userId: string;
  assignmentId: string;
  attemptId: string;
}

/** One user's unsent answers of one attempt, as kept (attributed: shared school devices). */
export interface KeptSitting extends SittingOwner {
  answers: SavedAnswer[];
}

/**
 * The answers of a timed sitting the server has not acknowledged yet, kept in IndexedDB per
 * user and attempt, so a lost connection, a reload or a crash loses nothing typed. Logout sends
 * them (or says they stay); another user of the browser never reads or sends them.
 */
let store: UseStore | undefined;
export const sittings = () => {
  store ??= createStore('lingua-sittings', 'unsaved-answers');
  return store;
};

/** False where there is no IndexedDB (prerendering, old private modes): nothing is kept. */
export const available = () => typeof indexedDB !== 'undefined';

export const keyOf = ({ userId, attemptId }: Pick<SittingOwner, 'userId' | 'attemptId'>) =>
  `${userId}/${attemptId}`;

function isKept(value: unknown): value is KeptSitting {
  return (
    typeof value === 'object' && value !== null && Array.isArray((value as KeptSitting).answers)
  );
}

export async function readLocalAnswers(
  sitting: Pick<SittingOwner, 'userId' | 'attemptId'>,
): Promise<SavedAnswer[]> {
  if (!available()) return [];
  const kept = await get<unknown>(keyOf(sitting), sittings());
  if (isKept(kept) && kept.userId === sitting.userId) return kept.answers;
  // Kept before answers were attributed, under the attempt alone: the server hands an attempt
  // id to its owner only.
  const unattributed = await get<unknown>(sitting.attemptId, sittings());
  return Array.isArray(unattributed) ? (unattributed as SavedAnswer[]) : [];
}

/** Replaces the kept answers of the user's attempt; none forgets it. */
export async function keepLocalAnswers(
  sitting: SittingOwner,
  answers: SavedAnswer[],
): Promise<void> {
  if (!available()) return;
  const { userId, assignmentId, attemptId } = sitting;
  if (answers.length > 0) {
    await set(keyOf(sitting), { userId, assignmentId, attemptId, answers }, sittings());
  } else await del(keyOf(sitting), sittings());
  await del(attemptId, sittings());
}

/** The user's attempts with answers kept unsent in this browser; never another user's. */
export async function readKeptSittings(userId: string): Promise<KeptSitting[]> {
  if (!available()) return [];
  return (await entries<IDBValidKey, unknown>(sittings())).flatMap(([, value]) =>
    isKept(value) && value.userId === userId && value.answers.length > 0 ? [value] : [],
  );
}

/** Forgets every kept answer of this browser, whoever's (stories start clean). */
export async function clearLocalAnswers(): Promise<void> {
  if (available()) await clear(sittings());
}
