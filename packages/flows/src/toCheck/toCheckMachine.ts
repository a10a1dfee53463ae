import { readApiError } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { ToCheckDecision } from '../shared/api';
import { injectedPromise } from '../shared/injected';

export interface ToCheckInput {
  sittingId: string;
  exerciseId: string;
  itemId: number;
}

export type Decision = ToCheckDecision['decision'];

export interface DecisionRequest extends ToCheckInput {
  decision: Decision;
}

export interface ToCheckContext extends ToCheckInput {
  /** The decision being sent, or the last one sent. */
  decision: Decision | null;
  /** Why the last decision was not saved, in words the teacher can act on. */
  error: Message | null;
}

export type ToCheckEvent = { type: 'toCheck.accept' } | { type: 'toCheck.refuse' };

/** Past this, a decision that has not answered is given up and the teacher told to try again. */
export const DECISION_TIMEOUT_MS = 20_000;

/** What the teacher reads when a decision is refused, by the server's status. */
export function decisionFailure(error: unknown): Message {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 409) return msg('gradebook.toCheck.alreadyDecided');
  if (status === 403) return msg('gradebook.toCheck.notTeacher');
  const detail = readApiError(error, null);
  return detail === null
    ? msg('gradebook.toCheck.failedNoAnswer')
    : msg('gradebook.toCheck.failed', { detail });
}

/**
 * The teacher's decision on an answer the grader left to them: accept (it joins the key, and every
 * sitting that gave it is graded again) or refuse (it is wrong). One decision at a time; the page
 * refreshes the lists and figures it moves (`reportDecided`).
 */
export const toCheckMachine = setup({
  types: {
    input: {} as ToCheckInput,
    context: {} as ToCheckContext,
    events: {} as ToCheckEvent,
  },
  actors: {
    /** POST /gradebook/sittings/{id}/to_check. */
    decide: injectedPromise<ToCheckDecision, DecisionRequest>('toCheck.decide'),
  },
  actions: {
    /** The page refreshes the answers to check, the sittings and the room's figures. */
    reportDecided: (_, _decision: ToCheckDecision) => {},
  },
  delays: {
    decisionTimeout: DECISION_TIMEOUT_MS,
  },
}).createMachine({
  id: 'toCheck',
  context: ({ input }) => ({ ...input, decision: null, error: null }),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'toCheck.accept': { target: 'deciding', actions: assign({ decision: 'accept' }) },
        'toCheck.refuse': { target: 'deciding', actions: assign({ decision: 'refuse' }) },
      },
    },
    deciding: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'decide',
        input: ({ context }) => ({
          sittingId: context.sittingId,
          exerciseId: context.exerciseId,
          itemId: context.itemId,
          decision: context.decision ?? 'accept',
        }),
        onDone: {
          target: 'decided',
          actions: { type: 'reportDecided', params: ({ event }) => event.output },
        },
        onError: {
          target: 'waiting',
          actions: assign({ error: ({ event }) => decisionFailure(event.error) }),
        },
      },
      after: {
        decisionTimeout: {
          target: 'waiting',
          actions: assign({ error: msg('gradebook.toCheck.timeout') }),
        },
      },
    },
    decided: { type: 'final' },
  },
});
