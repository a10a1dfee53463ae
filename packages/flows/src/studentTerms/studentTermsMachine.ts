import { readApiError, readFieldErrors } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { Accommodation, AccommodationRequest, Extension } from '../shared/api';
import { injectedPromise } from '../shared/injected';

export interface StudentTermsInput {
  roomId: string;
  studentId: string;
}

/** What was saved last, for the confirmation the dialog shows. */
export type SavedTerm = 'accommodations' | 'extension' | 'extensionRemoved';

export interface StudentTermsContext extends StudentTermsInput {
  saved: SavedTerm | null;
  /** Why the last change failed, in words the teacher can act on. */
  error: Message | null;
  /** The server's message on the chosen schedule (not later than the assignment's). */
  scheduleError: string | null;
}

export type StudentTermsEvent =
  | { type: 'accommodations.save'; terms: AccommodationRequest }
  | { type: 'extension.save'; assignmentId: string; schedule: string }
  | { type: 'extension.remove'; assignmentId: string };

type ExtensionTarget = StudentTermsInput & { assignmentId: string };

/** Past this, a change that has not answered is given up and the teacher told to try again. */
export const TERMS_TIMEOUT_MS = 20_000;

function termsFailure(error: unknown): Message {
  const status = (error as { status?: unknown } | null)?.status;
  if (status === 403) return msg('gradebook.terms.notTeacher');
  if (status === 404) return msg('gradebook.terms.gone');
  const detail = readApiError(error, null);
  return detail === null
    ? msg('gradebook.terms.failedNoAnswer')
    : msg('gradebook.terms.failed', { detail });
}

/** A refused schedule goes beside its field; anything else above the buttons. */
function failureOf(error: unknown): Pick<StudentTermsContext, 'error' | 'scheduleError'> {
  const scheduleError = readFieldErrors(error).schedule ?? null;
  return { scheduleError, error: scheduleError ? null : termsFailure(error) };
}

/**
 * One student's terms in a room: extra time and attempts for every assignment of it, and a
 * later schedule for one assignment. One change at a time; each confirmed by `reportSaved`.
 */
export const studentTermsMachine = setup({
  types: {
    input: {} as StudentTermsInput,
    context: {} as StudentTermsContext,
    events: {} as StudentTermsEvent,
  },
  actors: {
    /** PUT /gradebook/rooms/{id}/accommodations/{userId}. */
    saveAccommodations: injectedPromise<
      Accommodation,
      StudentTermsInput & { terms: AccommodationRequest }
    >('studentTerms.saveAccommodations'),
    /** PUT /gradebook/assignments/{id}/extensions/{userId}. */
    saveExtension: injectedPromise<Extension, ExtensionTarget & { schedule: string }>(
      'studentTerms.saveExtension',
    ),
    /** DELETE /gradebook/assignments/{id}/extensions/{userId}. */
    removeExtension: injectedPromise<void, ExtensionTarget>('studentTerms.removeExtension'),
  },
  actions: {
    /** The page refreshes the lists the change touches. */
    reportSaved: (_, _saved: SavedTerm) => {},
    recordTimeout: assign({
      error: msg('gradebook.terms.timeout'),
    }),
  },
  delays: { saveTimeout: TERMS_TIMEOUT_MS },
}).createMachine({
  id: 'studentTerms',
  context: ({ input }) => ({ ...input, saved: null, error: null, scheduleError: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'accommodations.save': 'savingAccommodations',
        'extension.save': 'savingExtension',
        'extension.remove': 'removingExtension',
      },
    },
    savingAccommodations: {
      tags: ['busy'],
      entry: assign({ saved: null, error: null, scheduleError: null }),
      invoke: {
        src: 'saveAccommodations',
        input: ({ context, event }) => ({
          roomId: context.roomId,
          studentId: context.studentId,
          terms: (event as Extract<StudentTermsEvent, { type: 'accommodations.save' }>).terms,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ saved: 'accommodations' }),
            { type: 'reportSaved', params: 'accommodations' },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => failureOf(event.error)),
        },
      },
      after: { saveTimeout: { target: 'idle', actions: 'recordTimeout' } },
    },
    savingExtension: {
      tags: ['busy'],
      entry: assign({ saved: null, error: null, scheduleError: null }),
      invoke: {
        src: 'saveExtension',
        input: ({ context, event }) => {
          const { assignmentId, schedule } = event as Extract<
            StudentTermsEvent,
            { type: 'extension.save' }
          >;
          return { roomId: context.roomId, studentId: context.studentId, assignmentId, schedule };
        },
        onDone: {
          target: 'idle',
          actions: [assign({ saved: 'extension' }), { type: 'reportSaved', params: 'extension' }],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => failureOf(event.error)),
        },
      },
      after: { saveTimeout: { target: 'idle', actions: 'recordTimeout' } },
    },
    removingExtension: {
      tags: ['busy'],
      entry: assign({ saved: null, error: null, scheduleError: null }),
      invoke: {
        src: 'removeExtension',
        input: ({ context, event }) => ({
          roomId: context.roomId,
          studentId: context.studentId,
          assignmentId: (event as Extract<StudentTermsEvent, { type: 'extension.remove' }>)
            .assignmentId,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ saved: 'extensionRemoved' }),
            { type: 'reportSaved', params: 'extensionRemoved' },
          ],
        },
        onError: {
          target: 'idle',
          actions: assign(({ event }) => failureOf(event.error)),
        },
      },
      after: { saveTimeout: { target: 'idle', actions: 'recordTimeout' } },
    },
  },
});
