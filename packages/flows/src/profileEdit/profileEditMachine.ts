import { readFieldErrors } from '@lingua/api/errors';
import { msg } from '@lingua/i18n';
import { assign, setup } from 'xstate';
import type { UpdateProfileRequest, UserProfile } from '../shared/api';
import { type FieldErrors, hasNoErrors } from '../shared/errors';
import { injectedPromise } from '../shared/injected';
import { type ProfileFields, trimProfile, validateProfile } from '../shared/profile';
import { errorToast, successToast, type Toast } from '../shared/toast';

export interface ProfileEditContext {
  profile: UserProfile | null;
  draft: ProfileFields;
  errors: FieldErrors<keyof ProfileFields>;
}

export type ProfileEditEvent =
  | { type: 'profile.edit' }
  | { type: 'field.change'; field: keyof ProfileFields; value: string }
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

function draftOf(profile: UserProfile | null): ProfileFields {
  if (profile === null) return emptyDraft;
  return {
    username: profile.username ?? '',
    first_name: profile.first_name ?? '',
    last_name: profile.last_name ?? '',
    email: profile.email,
    country: profile.country ?? '',
    phone_number: profile.phone_number ?? '',
  };
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
    isValid: ({ context }) => hasNoErrors(validateProfile(trimProfile(context.draft))),
  },
}).createMachine({
  id: 'profileEdit',
  context: { profile: null, draft: emptyDraft, errors: {} },
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
    viewing: {
      on: {
        'profile.edit': {
          target: 'editing',
          actions: assign({ draft: ({ context }) => draftOf(context.profile), errors: {} }),
        },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign({
            draft: ({ context, event }) => ({ ...context.draft, [event.field]: event.value }),
            errors: ({ context, event }) => ({ ...context.errors, [event.field]: undefined }),
          }),
        },
        'profile.save': [
          { guard: 'isValid', target: 'saving' },
          {
            actions: assign({
              errors: ({ context }) => validateProfile(trimProfile(context.draft)),
            }),
          },
        ],
        'profile.cancel': { target: 'loading' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        src: 'updateProfile',
        input: ({ context }) => trimProfile(context.draft),
        onDone: {
          target: 'loading',
          actions: { type: 'showToast', params: successToast(msg('profile.updated')) },
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ errors: ({ event }) => readFieldErrors(event.error) }),
            {
              type: 'showToast',
              params: errorToast(msg('common.error'), msg('profile.updateFailed')),
            },
          ],
        },
      },
    },
  },
});
