import type {
  Attempt,
  Exercise,
  ResumedAttempt,
  ReviewRequest,
  ReviewResponse,
  SaveAnswersResponse,
  SavedAnswer,
} from '../shared/api';
import { injectedPromise } from '../shared/injected';
import type { WithServerTime } from './sitting';

/** The calls solving a template makes, provided by the app (`machine.provide({ actors })`). */
export const solveTemplateEffects = {
  fetchExercise: injectedPromise<Exercise, { id: string }>('solveTemplate.fetchExercise'),
  /** GET /assignments/resume_attempt/{id}. */
  resumeAttempt: injectedPromise<ResumedAttempt, { assignmentId: string }>(
    'solveTemplate.resumeAttempt',
  ),
  /** POST /assignments/start_attempt/{id}, with the server time of its response. */
  startAttempt: injectedPromise<WithServerTime<Attempt>, { assignmentId: string }>(
    'solveTemplate.startAttempt',
  ),
  /** PUT /assignments/save_answers/{id}. */
  saveAnswers: injectedPromise<
    SaveAnswersResponse,
    { assignmentId: string; attemptId: string; answers: SavedAnswer[] }
  >('solveTemplate.saveAnswers'),
  /** The answers of an attempt kept in the browser (IndexedDB) and not yet acknowledged. */
  readLocalAnswers: injectedPromise<SavedAnswer[], { attemptId: string }>(
    'solveTemplate.readLocalAnswers',
  ),
  /** Replaces them (an empty list forgets the attempt). */
  keepLocalAnswers: injectedPromise<void, { attemptId: string; answers: SavedAnswer[] }>(
    'solveTemplate.keepLocalAnswers',
  ),
  reviewAnswer: injectedPromise<ReviewResponse, ReviewRequest>('solveTemplate.reviewAnswer'),
  /** PUT /assignments/update_attempts/{id}. */
  updateAttempts: injectedPromise<unknown, { assignmentId: string; attemptId: string | null }>(
    'solveTemplate.updateAttempts',
  ),
};
