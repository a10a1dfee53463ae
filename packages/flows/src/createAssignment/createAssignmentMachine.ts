import { type Message, msg } from '@lingua/i18n';
import { assign, enqueueActions, setup } from 'xstate';
import { changeField, refuseSubmit } from '../form/editing';
import type {
  AssignmentDetails,
  CreateAssignmentRequest,
  RoomUser,
  SendMailsRequest,
} from '../shared/api';
import { hasNoErrors } from '../shared/errors';
import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';
import {
  type AssignmentForm,
  type AssignmentFormErrors,
  type AssignmentSettings,
  defaultAssignmentForm,
  defaultAssignmentSettings,
  scheduleChoice,
  toCreateAssignmentRequest,
  validateAssignmentForm,
} from './assignmentForm';

export interface CreateAssignmentInput {
  /** The application link put in the invitation e-mails. */
  appUrl: string;
}

export interface CreateAssignmentContext {
  appUrl: string;
  values: AssignmentForm;
  settings: AssignmentSettings;
  errors: AssignmentFormErrors;
  submitted: boolean;
  /** The progress panel's step text; null when idle. */
  statusText: Message | null;
  assignmentId: string | null;
  roomUsers: RoomUser[];
  /** Why the last submit failed, for the log. */
  failure: Failure | null;
}

interface Failure {
  message: string;
  error: unknown;
}

export type CreateAssignmentEvent =
  | { type: 'field.change'; field: keyof AssignmentForm; value: string }
  | { type: 'setting.change'; setting: keyof AssignmentSettings; value: boolean }
  | { type: 'form.submit' };

const createAssignmentSteps = {
  creating: msg('assignments.create.step.creating'),
  gettingUsers: msg('assignments.create.step.gettingUsers'),
  sendingEmails: msg('assignments.create.step.sendingEmails'),
  assigning: msg('assignments.create.step.assigning'),
};

const MISSING_ID = 'Failed to get assignment ID from response';

/** `template_id` of `POST /mailer/send_mails`: the contract's only mail, the new-assignment notice. */
const NEW_ASSIGNMENT_MAIL: SendMailsRequest['template_id'] = 1;

/**
 * The create-assignment dialog's submit (learning-content.md section 4): create -> room users
 * -> e-mails -> assign, each step with its status text. Zero room users stops with a warning
 * (the assignment stays); any failure ends submitting with one error toast.
 */
export const createAssignmentMachine = setup({
  types: {
    input: {} as CreateAssignmentInput,
    context: {} as CreateAssignmentContext,
    events: {} as CreateAssignmentEvent,
  },
  actors: {
    createAssignment: injectedPromise<Partial<AssignmentDetails>, CreateAssignmentRequest>(
      'createAssignment.createAssignment',
    ),
    fetchRoomUsers: injectedPromise<RoomUser[], { roomId: string }>(
      'createAssignment.fetchRoomUsers',
    ),
    sendMails: injectedPromise<unknown, SendMailsRequest>('createAssignment.sendMails'),
    assignStudents: injectedPromise<unknown, { assignmentId: string }>(
      'createAssignment.assignStudents',
    ),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    logError: (_, _failure: { message: string; error: unknown }) => {},
    /** The parent closes the dialog and reloads the assignment lists. */
    reportSuccess: (_, _toast: Toast) => {},
    recordFailure: assign((_, failure: Failure) => ({ failure })),
    showStep: assign((_, statusText: Message) => ({ statusText })),
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(validateAssignmentForm(context.values)),
    hasId: (_, output: Partial<AssignmentDetails>) =>
      typeof output.id === 'string' && output.id !== '',
    roomIsEmpty: ({ context }) => context.roomUsers.length === 0,
  },
}).createMachine({
  id: 'createAssignment',
  context: ({ input }) => ({
    appUrl: input.appUrl,
    values: defaultAssignmentForm,
    settings: defaultAssignmentSettings,
    errors: {},
    submitted: false,
    statusText: null,
    assignmentId: null,
    roomUsers: [],
    failure: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) =>
            changeField(context, event.field, event.value, validateAssignmentForm),
          ),
        },
        'setting.change': {
          actions: assign(({ context, event }) => ({
            settings: { ...context.settings, [event.setting]: event.value },
          })),
        },
        'form.submit': [
          {
            guard: 'isValid',
            target: 'submitting',
            actions: assign({ errors: {}, submitted: true }),
          },
          {
            actions: assign(({ context }) => refuseSubmit(context.values, validateAssignmentForm)),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'creating',
      exit: assign({ statusText: null }),
      states: {
        creating: {
          entry: { type: 'showStep', params: createAssignmentSteps.creating },
          invoke: {
            src: 'createAssignment',
            input: ({ context }) => toCreateAssignmentRequest(context.values, context.settings),
            onDone: [
              {
                guard: { type: 'hasId', params: ({ event }) => event.output },
                target: 'gettingUsers',
                actions: assign({ assignmentId: ({ event }) => event.output.id ?? null }),
              },
              {
                target: '#createAssignment.failed',
                actions: {
                  type: 'recordFailure',
                  params: ({ event }) => ({ message: MISSING_ID, error: event.output }),
                },
              },
            ],
            onError: {
              target: '#createAssignment.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  message: 'Failed to create assignment',
                  error: event.error,
                }),
              },
            },
          },
        },
        gettingUsers: {
          entry: { type: 'showStep', params: createAssignmentSteps.gettingUsers },
          invoke: {
            src: 'fetchRoomUsers',
            input: ({ context }) => ({ roomId: context.values.room_id }),
            onDone: {
              target: 'checkingUsers',
              actions: assign({ roomUsers: ({ event }) => event.output }),
            },
            onError: {
              target: '#createAssignment.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  message: 'Failed to get room users',
                  error: event.error,
                }),
              },
            },
          },
        },
        checkingUsers: {
          always: [
            {
              guard: 'roomIsEmpty',
              target: '#createAssignment.editing',
              actions: {
                type: 'showToast',
                params: errorToast(
                  msg('assignments.create.warning'),
                  msg('assignments.create.noUsers'),
                ),
              },
            },
            { target: 'sendingEmails' },
          ],
        },
        sendingEmails: {
          entry: { type: 'showStep', params: createAssignmentSteps.sendingEmails },
          invoke: {
            src: 'sendMails',
            input: ({ context }) => ({
              template_id: NEW_ASSIGNMENT_MAIL,
              url: context.appUrl,
              // The room's teacher gets every member's e-mail (classmates never do).
              list_users: context.roomUsers.flatMap((user) =>
                user.email ? [{ ...user, email: user.email }] : [],
              ),
              room_id: context.values.room_id,
              assignment_id: context.assignmentId ?? undefined,
            }),
            onDone: { target: 'assigning' },
            onError: {
              target: '#createAssignment.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({ message: 'Failed to send emails', error: event.error }),
              },
            },
          },
        },
        assigning: {
          entry: { type: 'showStep', params: createAssignmentSteps.assigning },
          invoke: {
            src: 'assignStudents',
            input: ({ context }) => ({ assignmentId: context.assignmentId ?? '' }),
            onDone: {
              target: '#createAssignment.editing',
              actions: [
                enqueueActions(({ context, enqueue }) => {
                  const toast = successToast(
                    msg('assignments.create.sent'),
                    msg('assignments.create.sentDetail', {
                      schedule: scheduleChoice(context.values),
                      count: context.roomUsers.length,
                    }),
                  );
                  enqueue({ type: 'showToast', params: toast });
                  enqueue({ type: 'reportSuccess', params: toast });
                }),
                assign({
                  values: defaultAssignmentForm,
                  settings: defaultAssignmentSettings,
                  errors: {},
                  submitted: false,
                  assignmentId: null,
                  roomUsers: [],
                }),
              ],
            },
            onError: {
              target: '#createAssignment.failed',
              actions: {
                type: 'recordFailure',
                params: ({ event }) => ({
                  message: 'Failed to assign students',
                  error: event.error,
                }),
              },
            },
          },
        },
      },
    },
    failed: {
      entry: [
        {
          type: 'logError',
          params: ({ context }) => context.failure ?? { message: 'Unknown failure', error: null },
        },
        {
          type: 'showToast',
          params: errorToast(msg('common.error'), msg('assignments.create.failed')),
        },
      ],
      always: { target: 'editing' },
    },
  },
});
