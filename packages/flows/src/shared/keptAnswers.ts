import type { SavedAnswer } from './api';

/**
 * A sitting's answers kept in this browser (IndexedDB) that the server has not acknowledged
 * yet, with what a save call needs: the assignment and the attempt.
 */
export interface KeptSitting {
  assignmentId: string;
  attemptId: string;
  answers: SavedAnswer[];
}

/**
 * Whether a failed save means the server will take no more answers of that attempt (finished,
 * time over, not the caller's): 403, 404, 409. Anything else (offline, 5xx) may work later.
 */
export function isRefusedForGood(error: unknown): boolean {
  const status = (error as { status?: number } | null)?.status;
  return status === 403 || status === 404 || status === 409;
}
