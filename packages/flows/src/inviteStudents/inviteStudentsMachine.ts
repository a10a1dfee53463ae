import { readApiError } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import { injectedPromise } from '../shared/injected';
import { errorToast, successToast, type Toast } from '../shared/toast';
import { isBlank, isEmail } from '../shared/validators';

export interface InviteStudentsInput {
  roomId: string;
  /** The teacher's own address, which cannot be invited. */
  ownEmail: string;
}

export interface InviteStudentsContext extends InviteStudentsInput {
  draft: string;
  /** The chips, trimmed and lower-cased. */
  emails: string[];
  /** The message under the entry field. */
  error: Message | null;
  userIds: string[];
}

export type InviteStudentsEvent =
  | { type: 'draft.change'; value: string }
  | { type: 'email.add' }
  | { type: 'email.remove'; email: string }
  | { type: 'invitations.send' };

function normalise(email: string): string {
  return email.trim().toLowerCase();
}

/** platform-shell.md section 5, "Invite e-mails": the reason an address cannot be added. */
function inviteError(
  draft: string,
  emails: readonly string[],
  ownEmail: string,
): Message | undefined {
  const email = normalise(draft);
  if (isBlank(email)) return msg('rooms.invite.emailRequired');
  if (!isEmail(email)) return msg('rooms.invite.emailInvalid');
  if (email === normalise(ownEmail)) return msg('rooms.invite.ownEmail');
  if (emails.includes(email)) return msg('rooms.invite.alreadyAdded');
  return undefined;
}

/** The send button, e.g. "Send Invitations (3)". */
export function sendInvitationsLabel(count: number): Message {
  return msg('rooms.invite.send', { count });
}

function addFailure(error: unknown): Toast {
  const detail = readApiError(error, null);
  return errorToast(
    msg('common.error'),
    detail === null
      ? msg('rooms.invite.addFailedUnknown')
      : msg('rooms.invite.addFailed', { detail }),
  );
}

/**
 * The Invite Students dialog: collect addresses as chips, resolve them to user ids, add those
 * ids to the room.
 */
export const inviteStudentsMachine = setup({
  types: {
    input: {} as InviteStudentsInput,
    context: {} as InviteStudentsContext,
    events: {} as InviteStudentsEvent,
  },
  actors: {
    /** POST /users/get_user_ids. */
    resolveUserIds: injectedPromise<string[], { emails: string[] }>(
      'inviteStudents.resolveUserIds',
    ),
    /** POST /rooms/add_users; answers how many were added. */
    addUsers: injectedPromise<{ added: number }, { roomId: string; userIds: string[] }>(
      'inviteStudents.addUsers',
    ),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
    /** The page closes the dialog and refetches the room. */
    reportSuccess: () => {},
  },
  guards: {
    canAdd: ({ context }) =>
      inviteError(context.draft, context.emails, context.ownEmail) === undefined,
    hasEmails: ({ context }) => context.emails.length > 0,
    foundNobody: (_, userIds: string[]) => userIds.length === 0,
  },
}).createMachine({
  id: 'inviteStudents',
  context: ({ input }) => ({ ...input, draft: '', emails: [], error: null, userIds: [] }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'draft.change': { actions: assign({ draft: ({ event }) => event.value, error: null }) },
        'email.add': [
          {
            guard: 'canAdd',
            actions: assign(({ context }) => ({
              emails: [...context.emails, normalise(context.draft)],
              draft: '',
              error: null,
            })),
          },
          {
            actions: assign({
              error: ({ context }) =>
                inviteError(context.draft, context.emails, context.ownEmail) ?? null,
            }),
          },
        ],
        'email.remove': {
          actions: assign({
            emails: ({ context, event }) => context.emails.filter((email) => email !== event.email),
          }),
        },
        'invitations.send': [
          { guard: 'hasEmails', target: 'resolving', actions: assign({ error: null }) },
          { actions: assign({ error: msg('rooms.invite.noEmails') }) },
        ],
      },
    },
    resolving: {
      tags: ['busy'],
      invoke: {
        src: 'resolveUserIds',
        input: ({ context }) => ({ emails: context.emails }),
        onDone: [
          {
            guard: { type: 'foundNobody', params: ({ event }) => event.output },
            target: 'editing',
            actions: {
              type: 'showToast',
              params: errorToast(msg('rooms.invite.nobodyTitle'), msg('rooms.invite.nobody')),
            },
          },
          { target: 'adding', actions: assign({ userIds: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: ({ event }) => addFailure(event.error) },
        },
      },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        src: 'addUsers',
        input: ({ context }) => ({ roomId: context.roomId, userIds: context.userIds }),
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'showToast',
              params: ({ event }) =>
                successToast(
                  msg('rooms.invite.addedTitle'),
                  msg('rooms.invite.added', { count: event.output.added }),
                ),
            },
            'reportSuccess',
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showToast', params: ({ event }) => addFailure(event.error) },
        },
      },
    },
    done: {
      type: 'final',
    },
  },
});
