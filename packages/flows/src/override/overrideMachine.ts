import { readApiError } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { GradebookSittingDetail, Verdict } from '../shared/api';
import { injectedPromise } from '../shared/injected';

export interface OverrideInput {
  sittingId: string;
  exerciseId: string;
  itemId: number;
  /** The item's verdict now. */
  current: Verdict;
}

export interface OverrideRequest extends Omit<OverrideInput, 'current'> {
  verdict: Verdict;
  comment: string;
}

export interface OverrideContext extends OverrideInput {
  /** The change being saved (kept after a failure, so the form can offer it again). */
  change: { verdict: Verdict; comment: string } | null;
  /** Why the last save failed, in words the teacher can act on. */
  error: Message | null;
}

export type OverrideEvent =
  | { type: 'override.submit'; verdict: Verdict; comment: string }
  | { type: 'override.cancel' };

/** Past this, a save that has not answered is given up and the teacher told to save again. */
export const OVERRIDE_TIMEOUT_MS = 20_000;

/** What the teacher reads when a change is refused, by the server's status. */
export function overrideFailure(error: unknown): Message {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 409) return msg('gradebook.override.stillOpen');
  if (status === 403) return msg('gradebook.override.notTeacher');
  const detail = readApiError(error, null);
  return detail === null
    ? msg('gradebook.override.failedNoAnswer')
    : msg('gradebook.override.failed', { detail });
}

/**
 * The teacher's correction of one item of a sitting: a changed verdict and a comment go to the
 * server, which answers the whole sitting recomputed; the page shows it (`reportSaved`).
 */
export const overrideMachine = setup({
  types: {
    input: {} as OverrideInput,
    context: {} as OverrideContext,
    events: {} as OverrideEvent,
  },
  actors: {
    /** POST /gradebook/sittings/{id}/overrides. */
    saveOverride: injectedPromise<GradebookSittingDetail, OverrideRequest>('override.saveOverride'),
  },
  actions: {
    /** The page puts the recomputed sitting in its cache and refreshes the room's figures. */
    reportSaved: (_, _detail: GradebookSittingDetail) => {},
  },
  guards: {
    isChanged: ({ context }, verdict: Verdict) => verdict !== context.current,
  },
  delays: {
    saveTimeout: OVERRIDE_TIMEOUT_MS,
  },
}).createMachine({
  id: 'override',
  context: ({ input }) => ({ ...input, change: null, error: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'override.submit': {
          guard: { type: 'isChanged', params: ({ event }) => event.verdict },
          target: 'saving',
          actions: assign({
            change: ({ event }) => ({ verdict: event.verdict, comment: event.comment.trim() }),
          }),
        },
        'override.cancel': 'cancelled',
      },
    },
    saving: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'saveOverride',
        input: ({ context }) => ({
          sittingId: context.sittingId,
          exerciseId: context.exerciseId,
          itemId: context.itemId,
          verdict: context.change?.verdict ?? context.current,
          comment: context.change?.comment ?? '',
        }),
        onDone: {
          target: 'saved',
          actions: { type: 'reportSaved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => overrideFailure(event.error) }),
        },
      },
      after: {
        saveTimeout: {
          target: 'editing',
          actions: assign({
            error: msg('gradebook.override.timeout'),
          }),
        },
      },
    },
    saved: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
