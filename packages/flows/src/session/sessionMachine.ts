import { assign, type DoneActorEvent, setup } from 'xstate';
import { completeProfileMachine } from '../completeProfile/completeProfileMachine';
import type { LoginResponse, StoredUser, UserProfile } from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { toStoredUser } from '../shared/profile';

/** What the app read from local storage before starting the session. */
export interface SessionInput {
  storedUser: StoredUser | null;
  hasStoredToken: boolean;
  /** The e-mail remembered at login for the complete-profile dialog. */
  rememberedEmail: string | null;
}

export interface SessionContext {
  user: StoredUser | null;
  rememberedEmail: string | null;
}

export type SessionEvent =
  /** Sent by the login page with the answer of POST /auth/login. */
  | { type: 'session.loggedIn'; login: LoginResponse }
  | { type: 'session.logout' }
  /** Sent by the api client when the refresh failed (it already dropped the tokens). */
  | { type: 'session.expired' }
  /** Sent by the profile page after a save, so the sidebar shows the new name at once. */
  | { type: 'session.profileSaved'; profile: UserProfile };

/** Asks whether the user has a profile; a missing one, or a failed check, opens the dialog. */
function checkProfileThen(whenItExists: 'authenticated' | 'fetchingProfile') {
  return {
    tags: 'loading',
    invoke: {
      src: 'checkProfileExists',
      input: ({ context }: { context: SessionContext }) => ({ userId: context.user?.id ?? '' }),
      onDone: [
        {
          guard: {
            type: 'profileExists',
            params: ({ event }: { event: DoneActorEvent<boolean> }) => event.output,
          },
          target: whenItExists,
        },
        { target: 'needsProfile' },
      ],
      onError: { target: 'needsProfile' },
    },
  } as const;
}

/**
 * The signed-in session (platform-shell.md section 4). Tags tell the route guard what to do:
 * `loading` (spinner), `authenticated` (app screens), `needsProfile` (open the dialog, whose
 * actor is the child `completeProfile`).
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    checkProfileExists: injectedPromise<boolean, { userId: string }>('session.checkProfileExists'),
    /** GET /users/me: the role and the names to store. */
    fetchProfile: injectedPromise<UserProfile>('session.fetchProfile'),
    /** POST /auth/logout: revokes the refresh token family. */
    revokeSession: injectedPromise<void>('session.revokeSession'),
    completeProfile: completeProfileMachine,
  },
  actions: {
    storeTokens: (_, _tokens: { access_token: string; refresh_token: string }) => {},
    storeUser: (_, _user: StoredUser) => {},
    rememberEmail: (_, _email: string) => {},
    forgetEmail: () => {},
    /** Empties every local-storage entry of the app (tokens, user, caches, settings). */
    clearStorage: () => {},
    /** Drops the query cache so one user's lists never show for the next. */
    clearCaches: () => {},
    navigate: (_, _to: string) => {},
    logError: (_, _failure: { message: string; error: unknown }) => {},
  },
  guards: {
    hasStoredSession: ({ context }) => context.user !== null,
    profileExists: (_, exists: boolean) => exists,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.storedUser && input.hasStoredToken ? input.storedUser : null,
    rememberedEmail: input.rememberedEmail,
  }),
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      always: [
        { guard: 'hasStoredSession', target: 'signedIn.checkingRestoredProfile' },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: {
        'session.loggedIn': {
          target: 'signedIn.checkingProfile',
          actions: [
            {
              type: 'storeTokens',
              params: ({ event }) => ({
                access_token: event.login.access_token,
                refresh_token: event.login.refresh_token,
              }),
            },
            { type: 'rememberEmail', params: ({ event }) => event.login.user.email },
            'clearCaches',
            assign({
              user: ({ event }) => ({ id: event.login.user.id, email: event.login.user.email }),
              rememberedEmail: ({ event }) => event.login.user.email,
            }),
          ],
        },
      },
    },
    signedIn: {
      initial: 'checkingRestoredProfile',
      on: {
        'session.logout': { target: 'loggingOut' },
        'session.expired': { target: 'endingSession' },
        'session.profileSaved': {
          actions: [
            assign({ user: ({ event }) => toStoredUser(event.profile) }),
            { type: 'storeUser', params: ({ event }) => toStoredUser(event.profile) },
          ],
        },
      },
      states: {
        // On start the stored user is trusted; only a missing profile needs the dialog.
        checkingRestoredProfile: checkProfileThen('authenticated'),
        checkingProfile: checkProfileThen('fetchingProfile'),
        fetchingProfile: {
          tags: ['loading'],
          invoke: {
            src: 'fetchProfile',
            onDone: {
              target: 'authenticated',
              actions: [
                assign({ user: ({ event }) => toStoredUser(event.output) }),
                { type: 'storeUser', params: ({ event }) => toStoredUser(event.output) },
              ],
            },
            // The login itself worked: keep the user without a role rather than lock them out.
            onError: {
              target: 'authenticated',
              actions: [
                {
                  type: 'logError',
                  params: ({ event }) => ({
                    message: 'Failed to fetch the role',
                    error: event.error,
                  }),
                },
                { type: 'storeUser', params: ({ context }) => context.user as StoredUser },
              ],
            },
          },
        },
        needsProfile: {
          tags: ['authenticated', 'needsProfile'],
          invoke: {
            id: 'completeProfile',
            src: 'completeProfile',
            input: ({ context }) => ({
              user: context.user,
              email: context.rememberedEmail ?? context.user?.email ?? '',
            }),
            onDone: {
              target: 'authenticated',
              actions: [
                assign({ user: ({ event }) => event.output, rememberedEmail: null }),
                { type: 'storeUser', params: ({ event }) => event.output },
                'forgetEmail',
              ],
            },
          },
        },
        authenticated: {
          tags: ['authenticated'],
        },
      },
    },
    loggingOut: {
      tags: ['loading'],
      invoke: {
        src: 'revokeSession',
        onDone: { target: 'endingSession' },
        // The local session ends whether or not the server heard about it.
        onError: { target: 'endingSession' },
      },
    },
    endingSession: {
      entry: [
        'clearStorage',
        { type: 'navigate', params: '/login' },
        assign({ user: null, rememberedEmail: null }),
      ],
      always: { target: 'anonymous' },
    },
  },
});
