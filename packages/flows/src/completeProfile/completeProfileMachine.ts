import { readApiError, readFieldErrors } from '@lingua/api/errors';
import { type Message, msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import { changeField, refuseSubmit } from '../form/editing';
import type { RoleInput, StoredUser, UpdateProfileRequest, UserProfile } from '../shared/api';
import { type FieldErrors, hasNoErrors } from '../shared/errors';
import { injectedPromise } from '../shared/injected';
import { type ProfileFields, toStoredUser, trimProfile, validateProfile } from '../shared/profile';
import { errorToast, successToast, type Toast } from '../shared/toast';

export interface CompleteProfileValues extends ProfileFields {
  /** Empty until the user picks Student or Teacher. */
  role: RoleInput | '';
}

type Field = keyof CompleteProfileValues;

export interface CompleteProfileInput {
  /** The signed-in user; null only if the dialog is opened without a session. */
  user: StoredUser | null;
  /** The remembered signup/login e-mail; the field is read-only. */
  email: string;
}

export interface CompleteProfileContext {
  user: StoredUser | null;
  values: CompleteProfileValues;
  errors: FieldErrors<Field>;
  submitted: boolean;
}

export type CompleteProfileEvent =
  | { type: 'field.change'; field: Exclude<Field, 'email'>; value: string }
  | { type: 'profile.submit' };

function validate(values: CompleteProfileValues): FieldErrors<Field> {
  return {
    ...validateProfile(trimProfile(values)),
    role: values.role === '' ? msg('completeProfile.roleRequired') : undefined,
  };
}

/**
 * The complete-profile dialog. It has no close or cancel event on purpose: the spec says it
 * cannot be dismissed, so the only way out is a saved profile (the final state, whose output is
 * the user to store).
 */
export const completeProfileMachine = setup({
  types: {
    input: {} as CompleteProfileInput,
    context: {} as CompleteProfileContext,
    events: {} as CompleteProfileEvent,
    output: {} as StoredUser,
  },
  actors: {
    saveProfile: injectedPromise<UserProfile, { userId: string; profile: UpdateProfileRequest }>(
      'completeProfile.saveProfile',
    ),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(validate(context.values)),
    hasUser: ({ context }) => context.user !== null,
  },
}).createMachine({
  id: 'completeProfile',
  context: ({ input }) => ({
    user: input.user,
    values: {
      username: '',
      first_name: '',
      last_name: '',
      email: input.email,
      country: '',
      phone_number: '',
      role: '',
    },
    errors: {},
    submitted: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) =>
            changeField(context, event.field, event.value, validate),
          ),
        },
        'profile.submit': [
          {
            guard: { type: 'isValid' },
            target: 'checkingUser',
            actions: assign({ errors: {}, submitted: true }),
          },
          {
            actions: assign(({ context }) => refuseSubmit(context.values, validate)),
          },
        ],
      },
    },
    checkingUser: {
      always: [
        { guard: 'hasUser', target: 'saving' },
        {
          target: 'editing',
          actions: {
            type: 'showToast',
            params: errorToast(msg('common.error'), msg('completeProfile.noUser')),
          },
        },
      ],
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'saveProfile',
        input: ({ context }) => {
          const { role, ...fields } = trimProfile(context.values);
          return {
            userId: context.user?.id ?? '',
            profile: { ...fields, role: role === '' ? undefined : role, preferences: {} },
          };
        },
        onDone: {
          target: 'completed',
          actions: [
            assign({ user: ({ event }) => toStoredUser(event.output) }),
            {
              type: 'showToast',
              params: successToast(
                msg('completeProfile.success'),
                msg('completeProfile.successText'),
              ),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => readFieldErrors(event.error) }),
            {
              type: 'showToast',
              params: ({ event }) =>
                errorToast(
                  msg('common.error'),
                  readApiError(event.error, msg('completeProfile.failed')),
                ),
            },
          ],
        },
      },
    },
    completed: {
      type: 'final',
    },
  },
  output: ({ context }) => context.user as StoredUser,
});

/** The submit button's text. */
export function completeProfileSubmitLabel(busy: boolean): Message {
  return busy ? msg('completeProfile.completing') : msg('completeProfile.submit');
}
