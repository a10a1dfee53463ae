import { assign, setup } from 'xstate';
import type { Attempt, ResumedAttempt, SavedAnswer } from '../shared/api';
import { injectedPromise } from '../shared/injected';
import type { WithServerTime } from './sitting';

interface OpenSittingContext {
  assignmentId: string;
  attempt: WithServerTime<Attempt> | null;
  /** The answers the server holds (from a resume). */
  saved: SavedAnswer[];
  /** The answers kept in this browser and not acknowledged. */
  local: SavedAnswer[];
  /** Why no attempt could be started. */
  refusal: unknown;
}

/** The opened sitting: its attempt with the answers saved on the server and in the browser. */
export type OpenedSitting = OpenSittingContext;

/**
 * Opens the timed sitting of an assignment, once its exercises are there (a failed load never
 * uses up an attempt): the open attempt is resumed with its saved answers (a reload, another
 * device), else one is started; then the answers typed offline before a reload, kept in the
 * browser, are read. Ends with the attempt, or with why none could be started.
 */
export const openSittingMachine = setup({
  types: {
    input: {} as { assignmentId: string },
    context: {} as OpenSittingContext,
    output: {} as OpenedSitting,
  },
  actors: {
    /** GET /assignments/resume_attempt/{id}. */
    resumeAttempt: injectedPromise<ResumedAttempt, { assignmentId: string }>(
      'solveTemplate.resumeAttempt',
    ),
    /** POST /assignments/start_attempt/{id}, with the server time of its response. */
    startAttempt: injectedPromise<WithServerTime<Attempt>, { assignmentId: string }>(
      'solveTemplate.startAttempt',
    ),
    /** The answers of an attempt kept in the browser (IndexedDB) and not yet acknowledged. */
    readLocalAnswers: injectedPromise<SavedAnswer[], { attemptId: string }>(
      'solveTemplate.readLocalAnswers',
    ),
  },
}).createMachine({
  id: 'openSitting',
  context: ({ input }) => ({ ...input, attempt: null, saved: [], local: [], refusal: null }),
  output: ({ context }) => context,
  initial: 'resuming',
  states: {
    resuming: {
      invoke: {
        src: 'resumeAttempt',
        input: ({ context }) => ({ assignmentId: context.assignmentId }),
        onDone: [
          {
            guard: ({ event }) => event.output.attempt !== null,
            target: 'readingLocal',
            actions: assign(({ event }) => ({
              attempt: {
                ...(event.output.attempt as Attempt),
                server_time: event.output.server_time,
              },
              saved: event.output.answers,
            })),
          },
          { target: 'starting' },
        ],
        // start_attempt resumes on the server too; only the saved answers are missed.
        onError: { target: 'starting' },
      },
    },
    starting: {
      invoke: {
        src: 'startAttempt',
        input: ({ context }) => ({ assignmentId: context.assignmentId }),
        onDone: {
          target: 'readingLocal',
          actions: assign({ attempt: ({ event }) => event.output }),
        },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => event.error }) },
      },
    },
    readingLocal: {
      invoke: {
        src: 'readLocalAnswers',
        input: ({ context }) => ({ attemptId: context.attempt?.attempt_id ?? '' }),
        onDone: { target: 'opened', actions: assign({ local: ({ event }) => event.output }) },
        onError: { target: 'opened' },
      },
    },
    opened: { type: 'final' },
    refused: { type: 'final' },
  },
});
