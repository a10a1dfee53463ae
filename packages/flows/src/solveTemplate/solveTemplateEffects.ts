import type {
  Attempt,
  Exercise,
  ResumedAttempt,
  ReviewRequest,
  ReviewResponse,
  SaveAnswersResponse,
  SavedAnswer,
  UploadedRecording,
} from '../shared/api';
import { injectedPromise } from '../shared/injected';
import type { SpokenTake } from './recordingUploaderMachine';
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
  /** The spoken answers of an attempt kept in the browser (IndexedDB) and not yet uploaded. */
  readLocalRecordings: injectedPromise<SpokenTake[], { attemptId: string }>(
    'solveTemplate.readLocalRecordings',
  ),
  /** Keeps one (replacing the item's one before). */
  keepLocalRecording: injectedPromise<void, { attemptId: string; take: SpokenTake }>(
    'solveTemplate.keepLocalRecording',
  ),
  /** Forgets the item's kept one. */
  forgetLocalRecording: injectedPromise<
    void,
    { attemptId: string; exerciseId: string; itemId: number }
  >('solveTemplate.forgetLocalRecording'),
  /** POST /recordings. */
  uploadRecording: injectedPromise<UploadedRecording, { attemptId: string; take: SpokenTake }>(
    'solveTemplate.uploadRecording',
  ),
  reviewAnswer: injectedPromise<ReviewResponse, ReviewRequest>('solveTemplate.reviewAnswer'),
  /** PUT /assignments/update_attempts/{id}. */
  updateAttempts: injectedPromise<unknown, { assignmentId: string; attemptId: string | null }>(
    'solveTemplate.updateAttempts',
  ),
};
