import type { ApiClient, components } from '@lingua/api';
import { assignmentCalls } from '../assignments/assignmentCalls';
import { keepLocalAnswers, readLocalAnswers, type SittingOwner } from './sittingAnswers';

type SavedAnswer = components['schemas']['SavedAnswer'];

/** A sitting's answers on their way: to the server, or kept in this browser. */
interface SittingAnswers {
  assignmentId: string;
  attemptId: string;
  answers: SavedAnswer[];
}

/**
 * The one place the timed sitting's calls are wired, shaped as the flows' machines take them:
 * the solve dialog opens, saves and finishes sittings with them, and logout sends what a sitting
 * kept unsent in this browser with the same save.
 */
export function sittingCalls(api: ApiClient) {
  const attempts = assignmentCalls(api);
  return {
    resumeAttempt: ({ assignmentId }: { assignmentId: string }) =>
      attempts.resumeAttempt(assignmentId),
    startAttempt: ({ assignmentId }: { assignmentId: string }) =>
      attempts.startAttempt(assignmentId),
    saveAnswers: ({ assignmentId, attemptId, answers }: SittingAnswers) =>
      attempts.saveAnswers(assignmentId, { attempt_id: attemptId, answers }),
    updateAttempts: ({
      assignmentId,
      attemptId,
    }: {
      assignmentId: string;
      attemptId: string | null;
    }) => attempts.updateAttempts(assignmentId, attemptId),
    /** The answers `userId` kept unsent in this browser. */
    readLocalAnswers: (userId: string, { attemptId }: Pick<SittingOwner, 'attemptId'>) =>
      readLocalAnswers({ userId, attemptId }),
    /** Keeps `userId`'s unsent answers of the sitting (none forgets it). */
    keepLocalAnswers: (userId: string, { assignmentId, attemptId, answers }: SittingAnswers) =>
      keepLocalAnswers({ userId, assignmentId, attemptId }, answers),
  };
}
