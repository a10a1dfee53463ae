import { errorStatus } from '@lingua/api/errors';
import { assign, enqueueActions, sendParent, setup } from 'xstate';
import { isRefusedForGood } from '../shared/keptAnswers';
import { solveTemplateEffects } from './solveTemplateEffects';
import {
  isOnItsWay,
  type SpokenTake,
  type TakeState,
  takeKey,
  type WaitingTake,
  type WaitingTakes,
} from './spokenTakes';

export type { SpokenTake, TakeState, WaitingTake, WaitingTakes } from './spokenTakes';
export { isOnItsWay, takeKey } from './spokenTakes';

export interface RecordingUploaderInput {
  attemptId: string;
}

interface RecordingUploaderContext extends RecordingUploaderInput {
  waiting: WaitingTakes;
  /** The take being sent. */
  sending: WaitingTake | null;
  /** Failed tries in a row, for the wait before the next. */
  failures: number;
}

export type RecordingUploaderEvent =
  /** The student stopped recording: save this take now. */
  | { type: 'recording.captured'; take: SpokenTake }
  | { type: 'network.online' }
  | { type: 'clock.wake' };

/** What the uploader tells the sitting. */
export type RecordingUploaderReport =
  | { type: 'uploader.changed'; waiting: WaitingTakes }
  /** The server holds the take: the item's answer is the recording's id. */
  | { type: 'uploader.uploaded'; exerciseId: string; itemId: number; recordingId: string };

/** The server will never take this recording (sitting over, too large, not audio, too long). */
function isRefusedUpload(error: unknown): boolean {
  const status = errorStatus(error);
  return isRefusedForGood(error) || status === 413 || status === 415 || status === 422;
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

const nextToSend = (waiting: WaitingTakes) => Object.values(waiting).find(isOnItsWay) ?? null;

/**
 * Sends a sitting's spoken answers (issue 33) as soon as they are recorded: each take is kept
 * in this browser first (IndexedDB in the app), so a reload or a lost connection loses nothing,
 * then uploaded; a failure is tried again after a growing wait (2 s, 4 s, … 30 s) and at once
 * when the network is back; kept takes of the sitting are sent again when it reopens. Invoked
 * by the sitting, which sends it the takes and hears how each stands and when one is saved.
 */
export const recordingUploaderMachine = setup({
  types: {
    input: {} as RecordingUploaderInput,
    context: {} as RecordingUploaderContext,
    events: {} as RecordingUploaderEvent,
  },
  actors: {
    // The same effects as the sitting's, so the page provides each once for both machines.
    readLocalRecordings: solveTemplateEffects.readLocalRecordings,
    keepLocalRecording: solveTemplateEffects.keepLocalRecording,
    forgetLocalRecording: solveTemplateEffects.forgetLocalRecording,
    uploadRecording: solveTemplateEffects.uploadRecording,
  },
  actions: {
    report: sendParent(
      ({ context }) =>
        ({ type: 'uploader.changed', waiting: context.waiting }) satisfies RecordingUploaderReport,
    ),
    /** A new take replaces the item's take waiting before it, and is kept before it is sent. */
    takeCaptured: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'recording.captured') return;
      const { [takeKey(event.take)]: _replaced, ...others } = context.waiting;
      enqueue.assign({
        waiting: { ...others, [takeKey(event.take)]: { ...event.take, state: 'saving' } },
      });
      enqueue.spawnChild('keepLocalRecording', {
        input: { attemptId: context.attemptId, take: event.take },
      });
    }),
    /** Marks the take being sent, unless the student recorded the item again meanwhile. */
    markSent: assign(({ context }, state: TakeState | null) => {
      const sent = context.sending;
      if (!sent) return {};
      const key = takeKey(sent);
      if (context.waiting[key]?.blob !== sent.blob) return { sending: null };
      const { [key]: _done, ...others } = context.waiting;
      return {
        sending: null,
        waiting: state === null ? others : { ...context.waiting, [key]: { ...sent, state } },
      };
    }),
    forgetSent: enqueueActions(({ context, enqueue }) => {
      const sent = context.sending;
      // A newer take of the item is kept under the same key: it stays.
      if (!sent || context.waiting[takeKey(sent)]?.blob !== sent.blob) return;
      enqueue.spawnChild('forgetLocalRecording', {
        input: { attemptId: context.attemptId, exerciseId: sent.exerciseId, itemId: sent.itemId },
      });
    }),
  },
  guards: {
    hasTakeToSend: ({ context }) => nextToSend(context.waiting) !== null,
    isRefusedUpload: (_, error: unknown) => isRefusedUpload(error),
  },
  delays: {
    retryUpload: ({ context }) =>
      Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, context.failures - 1)),
  },
}).createMachine({
  id: 'recordingUploader',
  context: ({ input }) => ({ ...input, waiting: {}, sending: null, failures: 0 }),
  on: { 'recording.captured': { actions: ['takeCaptured', 'report'] } },
  initial: 'restoring',
  states: {
    // Takes recorded before a reload or a crash, still in this browser: sent first.
    restoring: {
      invoke: {
        src: 'readLocalRecordings',
        input: ({ context }) => ({ attemptId: context.attemptId }),
        onDone: {
          target: 'next',
          actions: [
            assign({
              waiting: ({ context, event }) => ({
                ...Object.fromEntries(
                  event.output.map((take) => [
                    takeKey(take),
                    { ...take, state: 'saving' as const },
                  ]),
                ),
                ...context.waiting,
              }),
            }),
            'report',
          ],
        },
        onError: 'next',
      },
    },
    next: {
      always: [{ guard: 'hasTakeToSend', target: 'uploading' }, { target: 'idle' }],
    },
    idle: {
      on: { 'recording.captured': { target: 'uploading', actions: ['takeCaptured', 'report'] } },
    },
    uploading: {
      entry: assign({ sending: ({ context }) => nextToSend(context.waiting) }),
      invoke: {
        src: 'uploadRecording',
        input: ({ context }) => ({
          attemptId: context.attemptId,
          take: context.sending as SpokenTake,
        }),
        onDone: {
          target: 'next',
          actions: [
            sendParent(({ context, event }) => ({
              type: 'uploader.uploaded',
              exerciseId: (context.sending as SpokenTake).exerciseId,
              itemId: (context.sending as SpokenTake).itemId,
              recordingId: event.output.id,
            })),
            'forgetSent',
            { type: 'markSent', params: null },
            assign({ failures: 0 }),
            'report',
          ],
        },
        onError: [
          {
            guard: {
              type: 'isRefusedUpload',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'next',
            actions: ['forgetSent', { type: 'markSent', params: 'failed' }, 'report'],
          },
          {
            target: 'waitingToRetry',
            actions: [
              assign({ failures: ({ context }) => context.failures + 1 }),
              {
                type: 'markSent',
                // No answer at all: the network is gone; an answer: the server failed.
                params: ({ event }) =>
                  errorStatus(event.error) === undefined ? 'offline' : 'retrying',
              },
              'report',
            ],
          },
        ],
      },
    },
    waitingToRetry: {
      after: { retryUpload: 'next' },
      on: {
        'recording.captured': { target: 'next', actions: ['takeCaptured', 'report'] },
        'network.online': 'next',
        'clock.wake': 'next',
      },
    },
  },
});
