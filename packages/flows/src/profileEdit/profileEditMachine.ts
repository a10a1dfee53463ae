import { errorStatus, readApiError, readFieldErrors } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { UpdateProfileRequest, UserProfile } from '../shared/api';
import { type FieldErrors, hasNoErrors } from '../shared/errors';
import { injectedPromise } from '../shared/injected';
import { type ProfileFields, trimProfile, validateProfile } from '../shared/profile';
import { errorToast, successToast, type Toast } from '../shared/toast';

/** What the edit form holds: the profile's fields and, for a new e-mail, the current password. */
export type ProfileEditField = keyof ProfileFields | 'current_password';

export interface ProfileEditContext {
  profile: UserProfile | null;
  draft: ProfileFields;
  /** Asked for (and sent) only while the e-mail differs from the saved address. */
  currentPassword: string;
  errors: FieldErrors<ProfileEditField>;
}

export type ProfileEditEvent =
  | { type: 'profile.edit' }
  | { type: 'field.change'; field: ProfileEditField; value: string }
  | { type: 'profile.save' }
  | { type: 'profile.cancel' };

const emptyDraft: ProfileFields = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  country: '',
  phone_number: '',
};

const isClassAccount = (profile: UserProfile | null) => profile?.class_account === true;

function draftOf(profile: UserProfile | null): ProfileFields {
  if (profile === null) return emptyDraft;
  return {
    username: profile.username ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    // A class account's address is a placeholder nobody reads: the field starts empty.
    email: isClassAccount(profile) ? '' : profile.email,
    country: profile.country ?? '',
    phone_number: profile.phone_number ?? '',
  };
}

/**
 * Whether the form asks for a new address (the server compares trimmed, lower-cased), which
 * needs the current password and waits for the link mailed to it (issue 30).
 */
export function changesEmail({ profile, draft }: Pick<ProfileEditContext, 'profile' | 'draft'>) {
  if (profile === null) return false;
  const typed = draft.email.trim().toLowerCase();
  if (isClassAccount(profile) && typed === '') return false;
  return typed !== profile.email.toLowerCase();
}

function validate(context: ProfileEditContext): FieldErrors<ProfileEditField> {
  return {
    ...validateProfile(trimProfile(context.draft), {
      classAccount: isClassAccount(context.profile),
    }),
    current_password:
      changesEmail(context) && context.currentPassword === ''
        ? msg('profile.currentPasswordRequired')
        : undefined,
  };
}

function request(context: ProfileEditContext): UpdateProfileRequest {
  const trimmed = trimProfile(context.draft);
  // A class account sends no phone or country (it keeps neither) and, without a new address,
  // its placeholder.
  const { country: _country, phone_number: _phone, ...named } = trimmed;
  const fields: UpdateProfileRequest = isClassAccount(context.profile)
    ? { ...named, email: trimmed.email || (context.profile?.email ?? '') }
    : trimmed;
  // The password as typed: never trimmed, never sent for the other fields.
  return changesEmail(context) ? { ...fields, current_password: context.currentPassword } : fields;
}

/** The server's field messages, with a wrong password (403) shown at its field. */
function failedFields(error: unknown, context: ProfileEditContext) {
  const errors: FieldErrors<ProfileEditField> = readFieldErrors(error);
  if (errorStatus(error) === 403 && changesEmail(context))
    errors.current_password = msg('profile.wrongPassword');
  return errors;
}

/**
 * The profile page (platform-shell.md section 4): view -> edit -> save (then refetch) or cancel
 * (then reload). Edits follow the complete-profile rules so a saved profile stays complete.
 */
export const profileEditMachine = setup({
  types: {
    context: {} as ProfileEditContext,
    events: {} as ProfileEditEvent,
  },
  actors: {
    /** GET /users/me. */
    fetchProfile: injectedPromise<UserProfile>('profileEdit.fetchProfile'),
    /** PATCH /users/update-profile. */
    updateProfile: injectedPromise<UserProfile, UpdateProfileRequest>('profileEdit.updateProfile'),
  },
  actions: {
    showToast: (_, _toast: Toast) => {},
  },
  guards: {
    isValid: ({ context }) => hasNoErrors(validate(context)),
  },
}).createMachine({
  id: 'profileEdit',
  context: { profile: null, draft: emptyDraft, currentPassword: '', errors: {} },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        src: 'fetchProfile',
        onDone: {
          target: 'viewing',
          actions: assign({ profile: ({ event }) => event.output, errors: {} }),
        },
        onError: {
          target: 'notFound',
          actions: {
            type: 'showToast',
            params: errorToast(msg('common.error'), msg('profile.loadFailed')),
          },
        },
      },
    },
    // "Profile Not Found" / "Unable to load your profile information."
    notFound: {},
    // The page shows what it has while it reloads after Cancel or Save, and Edit Profile works
    // at once: editing stops the reload rather than waiting for it.
    viewing: {
      initial: 'shown',
      states: {
        shown: {},
        reloading: {
          invoke: {
            src: 'fetchProfile',
            onDone: {
              target: 'shown',
              actions: assign({ profile: ({ event }) => event.output }),
            },
            // The profile on the page is the last one loaded or saved: keep showing it.
            onError: { target: 'shown' },
          },
        },
      },
      on: {
        'profile.edit': {
          target: 'editing',
          actions: assign({
            draft: ({ context }) => draftOf(context.profile),
            currentPassword: '',
            errors: {},
          }),
        },
      },
    },
    editing: {
      on: {
        'field.change': [
          {
            guard: ({ event }) => event.field === 'current_password',
            actions: assign({
              currentPassword: ({ event }) => event.value,
              errors: ({ context }) => ({ ...context.errors, current_password: undefined }),
            }),
          },
          {
            actions: assign({
              draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
              errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
            }),
          },
        ],
        'profile.save': [
          { guard: 'isValid', target: 'saving' },
          {
            actions: assign({ errors: ({ context }) => validate(context) }),
          },
        ],
        'profile.cancel': { target: 'viewing.reloading' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'updateProfile',
        input: ({ context }) => request(context),
        onDone: {
          target: 'viewing.reloading',
          actions: [
            assign({ profile: ({ event }) => event.output, currentPassword: '' }),
            {
              type: 'showToast',
              // A new address is not the account's yet: say so rather than pretend it changed.
              params: ({ event }) =>
                event.output.pending_email
                  ? successToast(
                      msg('profile.updated'),
                      msg('profile.emailPending', {
                        email: event.output.email,
                        pending: event.output.pending_email,
                      }),
                    )
                  : successToast(msg('profile.updated')),
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ context, event }) => failedFields(event.error, context) }),
            {
              type: 'showToast',
              // Too many changes of address: the server says when to try again.
              params: ({ event }) =>
                errorToast(
                  msg('common.error'),
                  errorStatus(event.error) === 429
                    ? readApiError(event.error, msg('profile.updateFailed'))
                    : msg('profile.updateFailed'),
                ),
            },
          ],
        },
      },
    },
  },
});
