import { assign, sendParent, setup } from 'xstate';
import type { SaveAnswersResponse, SavedAnswer } from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { isRefusedForGood } from '../shared/keptAnswers';
import { acknowledge, type Queue, type SaveState } from './sitting';

export interface SittingSaverInput {
  assignmentId: string;
  attemptId: string;
  /** Answers to send at once (typed offline before a reload). */
  pending: SavedAnswer[];
}

interface SittingSaverContext extends SittingSaverInput {
  queue: Queue;
  /** The answers of the save in flight. */
  inFlight: Queue;
  /** How the answers the server just acknowledged stand. */
  acknowledged: Record<string, SaveState>;
}

export type SittingSaverEvent =
  /** An answer was typed: send it shortly after the last keystroke. */
  | { type: 'answer.typed'; answer: SavedAnswer }
  /** An answer field lost focus: save now. */
  | { type: 'answer.blur' }
  /** The page is being hidden or left: save now. */
  | { type: 'page.hide' }
  | { type: 'clock.wake' }
  | { type: 'network.online' };

/** What the saver tells the sitting: the answers still waiting, and how each one stands. */
export type SittingSaverReport =
  | { type: 'saver.changed'; queue: Queue; states: Record<string, SaveState> }
  /** The server takes no more answers (finished elsewhere, or time is up). */
  | { type: 'saver.refused'; error: unknown };

const each = (queue: Queue, state: SaveState) =>
  Object.fromEntries(Object.keys(queue).map((id) => [id, state]));
const changed = (context: SittingSaverContext, states: Record<string, SaveState>) =>
  ({ type: 'saver.changed', queue: context.queue, states }) satisfies SittingSaverReport;

/**
 * Saves a sitting's answers as they are typed (issue 18): shortly after the last keystroke, on
 * blur and when the page is hidden; kept in the browser first, so a crash or a lost connection
 * loses nothing; offline, tried again every few seconds and at once on reconnect. Invoked by the
 * sitting, which sends it what is typed and hears how each answer stands.
 */
export const sittingSaverMachine = setup({
  types: {
    input: {} as SittingSaverInput,
    context: {} as SittingSaverContext,
    events: {} as SittingSaverEvent,
  },
  actors: {
    /** PUT /assignments/save_answers/{id}. */
    saveAnswers: injectedPromise<
      SaveAnswersResponse,
      { assignmentId: string; attemptId: string; answers: SavedAnswer[] }
    >('solveTemplate.saveAnswers'),
    /** Replaces the answers kept in the browser (an empty list forgets the attempt). */
    keepLocalAnswers: injectedPromise<void, { attemptId: string; answers: SavedAnswer[] }>(
      'solveTemplate.keepLocalAnswers',
    ),
  },
  actions: {
    queueAnswer: assign({
      queue: ({ context, event }) =>
        event.type === 'answer.typed'
          ? { ...context.queue, [event.answer.exercise_id]: event.answer }
          : context.queue,
    }),
    reportQueue: sendParent(({ context }) => changed(context, {})),
    reportSaving: sendParent(({ context }) => changed(context, each(context.queue, 'saving'))),
    reportOffline: sendParent(({ context }) => changed(context, each(context.queue, 'offline'))),
    reportAcknowledged: sendParent(({ context }) => changed(context, context.acknowledged)),
  },
  guards: {
    hasQueue: ({ context }) => Object.keys(context.queue).length > 0,
  },
  delays: {
    /** After the last keystroke. */
    saveDebounce: 800,
    /** Offline, another try this often (and at once when the browser says it is online). */
    saveRetry: 10_000,
  },
}).createMachine({
  id: 'sittingSaver',
  context: ({ input }) => ({
    ...input,
    queue: Object.fromEntries(input.pending.map((answer) => [answer.exercise_id, answer])),
    inFlight: {},
    acknowledged: {},
  }),
  on: { 'answer.typed': { actions: ['queueAnswer', 'reportQueue'] } },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasQueue', target: 'sending' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'answer.typed': {
          target: 'waiting',
          reenter: true,
          actions: ['queueAnswer', 'reportQueue'],
        },
      },
    },
    waiting: {
      after: { saveDebounce: 'sending' },
      on: {
        'answer.typed': {
          target: 'waiting',
          reenter: true,
          actions: ['queueAnswer', 'reportQueue'],
        },
        'answer.blur': 'sending',
        'page.hide': 'sending',
      },
    },
    sending: {
      entry: [assign({ inFlight: ({ context }) => context.queue }), 'reportSaving'],
      invoke: [
        {
          src: 'keepLocalAnswers',
          input: ({ context }) => ({
            attemptId: context.attemptId,
            answers: Object.values(context.queue),
          }),
        },
        {
          src: 'saveAnswers',
          input: ({ context }) => ({
            assignmentId: context.assignmentId,
            attemptId: context.attemptId,
            answers: Object.values(context.queue),
          }),
          onDone: {
            target: 'acknowledged',
            actions: [
              assign(({ context, event }) => {
                const { queue, states } = acknowledge(
                  context.queue,
                  context.inFlight,
                  event.output.answers,
                );
                return { queue, inFlight: {}, acknowledged: states };
              }),
              'reportAcknowledged',
            ],
          },
          onError: [
            {
              guard: ({ event }) => isRefusedForGood(event.error),
              target: 'closed',
              actions: [
                assign({ inFlight: {} }),
                sendParent(({ event }) => ({ type: 'saver.refused', error: event.error })),
              ],
            },
            {
              target: 'offline',
              actions: [assign({ inFlight: {} }), 'reportOffline'],
            },
          ],
        },
      ],
    },
    acknowledged: {
      invoke: {
        src: 'keepLocalAnswers',
        input: ({ context }) => ({
          attemptId: context.attemptId,
          answers: Object.values(context.queue),
        }),
        onDone: [{ guard: 'hasQueue', target: 'waiting' }, { target: 'idle' }],
        onError: [{ guard: 'hasQueue', target: 'waiting' }, { target: 'idle' }],
      },
    },
    offline: {
      after: { saveRetry: 'sending' },
      on: {
        'answer.typed': {
          target: 'waiting',
          reenter: true,
          actions: ['queueAnswer', 'reportQueue'],
        },
        'network.online': 'sending',
        'clock.wake': 'sending',
        'page.hide': 'sending',
      },
    },
    closed: {},
  },
});
