import { assign, type DoneActorEvent, setup } from 'xstate';
import { completeProfileMachine } from '../completeProfile/completeProfileMachine';
import type {
  LoginResponse,
  SaveAnswersResponse,
  SavedAnswer,
  StoredUser,
  UserProfile,
} from '../shared/api';
import { injectedPromise } from '../shared/injected';
import { isRefusedForGood, type KeptSitting } from '../shared/keptAnswers';
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
  /** At logout: the user's sittings whose answers this browser keeps unsent. */
  kept: KeptSitting[];
  /** At logout: the index in `kept` of the sitting being sent. */
  sending: number;
  /** At logout: what the server did not acknowledge of the sitting just sent (null before). */
  remaining: SavedAnswer[] | null;
  /** At logout: answers that could not be sent (offline, server error); they stay kept. */
  unsentAnswers: number;
}

export type SessionEvent =
  /** Sent by the login page with the answer of POST /auth/login. */
  | { type: 'session.loggedIn'; login: LoginResponse }
  | { type: 'session.logout' }
  /** Some kept answers could not be sent: the user chose to stay signed in. */
  | { type: 'logout.stay' }
  /** Some kept answers could not be sent: the user logs out anyway (they stay kept). */
  | { type: 'logout.confirm' }
  /** Sent by the api client when the refresh failed (it already dropped the tokens). */
  | { type: 'session.expired' }
  /** Sent by the profile page after a save, so the sidebar shows the new name at once. */
  | { type: 'session.profileSaved'; profile: UserProfile };

/** The logout's context while no logout is running. */
const notLoggingOut: Pick<SessionContext, 'kept' | 'sending' | 'remaining' | 'unsentAnswers'> = {
  kept: [],
  sending: 0,
  remaining: null,
  unsentAnswers: 0,
};

/** The answers not sent when sending stops now: the current sitting's and all after it. */
function unsentFromHere(context: SessionContext): number {
  const current = context.remaining ?? context.kept[context.sending]?.answers ?? [];
  const later = context.kept.slice(context.sending + 1);
  return later.reduce((sum, sitting) => sum + sitting.answers.length, current.length);
}

/** Asks whether the user has a profile; a missing one, or a failed check, opens the dialog. */
function checkProfileThen(whenItExists: 'restoredProfile' | 'fetchingProfile') {
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
    /** The sittings whose answers this browser keeps unsent for this user (no one else's). */
    readKeptAnswers: injectedPromise<KeptSitting[], { userId: string }>('session.readKeptAnswers'),
    /** PUT /assignments/save_answers/{id}, the sitting's own save. */
    saveKeptAnswers: injectedPromise<SaveAnswersResponse, KeptSitting>('session.saveKeptAnswers'),
    /** Replaces the kept answers of the user's sitting; none forgets it. */
    keepAnswers: injectedPromise<void, { userId: string; sitting: KeptSitting }>(
      'session.keepAnswers',
    ),
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
    /** The sitting just sent is done with: what it left unsent is counted. */
    nextSitting: assign({
      unsentAnswers: ({ context }) => context.unsentAnswers + (context.remaining?.length ?? 0),
      sending: ({ context }) => context.sending + 1,
      remaining: null,
    }),
    logError: (_, _failure: { message: string; error: unknown }) => {},
  },
  guards: {
    hasStoredSession: ({ context }) => context.user !== null,
    roleKnown: ({ context }) => !!context.user?.role,
    profileExists: (_, exists: boolean) => exists,
    allSent: ({ context }) => context.sending >= context.kept.length,
    someUnsent: ({ context }) => context.unsentAnswers > 0,
  },
  delays: {
    /** A quick send shows nothing; a slower one says "Sending your answers…". */
    sendingNotice: 400,
    /** A server that does not answer must not keep the user from logging out. */
    sendingTimeout: 15_000,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    user: input.storedUser && input.hasStoredToken ? input.storedUser : null,
    rememberedEmail: input.rememberedEmail,
    ...notLoggingOut,
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
            // The account as the login knows it, so a reload before the role arrives stays
            // signed in (the restored session then fetches the role).
            {
              type: 'storeUser',
              params: ({ event }) => ({ id: event.login.user.id, email: event.login.user.email }),
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
        // On start the stored user is trusted; only a missing profile needs the dialog, and a
        // user stored before their role arrived (a reload just after login) fetches it.
        checkingRestoredProfile: checkProfileThen('restoredProfile'),
        restoredProfile: {
          always: [{ guard: 'roleKnown', target: 'authenticated' }, { target: 'fetchingProfile' }],
        },
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
        // Back from a logout the user chose not to finish.
        previous: { type: 'history', target: 'authenticated' },
      },
    },
    // Kept sitting answers go first (a shared device must not keep them unattributed); the app
    // stays on screen meanwhile, so the user can be asked.
    loggingOut: {
      initial: 'readingKept',
      on: { 'session.expired': { target: 'endingSession' } },
      states: {
        readingKept: {
          tags: ['authenticated'],
          invoke: {
            src: 'readKeptAnswers',
            input: ({ context }) => ({ userId: context.user?.id ?? '' }),
            onDone: {
              target: 'sending',
              actions: assign({ ...notLoggingOut, kept: ({ event }) => event.output }),
            },
            // Nothing can be read: nothing can be sent either.
            onError: { target: 'revoking' },
          },
        },
        sending: {
          type: 'parallel',
          tags: ['authenticated'],
          after: {
            sendingTimeout: {
              target: 'deciding',
              actions: assign({
                unsentAnswers: ({ context }) => context.unsentAnswers + unsentFromHere(context),
              }),
            },
          },
          states: {
            notice: {
              initial: 'quiet',
              states: {
                quiet: { after: { sendingNotice: 'shown' } },
                shown: { tags: ['sendingAnswers'] },
              },
            },
            sittings: {
              initial: 'next',
              states: {
                next: {
                  always: [
                    { guard: 'allSent', target: '#session.loggingOut.deciding' },
                    { target: 'saving' },
                  ],
                },
                saving: {
                  invoke: {
                    src: 'saveKeptAnswers',
                    input: ({ context }) => context.kept[context.sending] as KeptSitting,
                    onDone: {
                      target: 'storing',
                      actions: assign({
                        remaining: ({ context, event }) => {
                          // Acknowledged answers are the server's, older ones included.
                          const acknowledged = new Set(
                            event.output.answers.map((answer) => answer.exercise_id),
                          );
                          return (context.kept[context.sending]?.answers ?? []).filter(
                            (answer) => !acknowledged.has(answer.exercise_id),
                          );
                        },
                      }),
                    },
                    onError: [
                      {
                        // Finished, time over, not the user's: never sendable, forgotten
                        // silently (the sitting already said so).
                        guard: ({ event }) => isRefusedForGood(event.error),
                        target: 'storing',
                        actions: assign({ remaining: [] }),
                      },
                      {
                        // Offline or a server error: kept as they are for the next sign-in here.
                        target: 'next',
                        actions: [
                          assign({
                            remaining: ({ context }) =>
                              context.kept[context.sending]?.answers ?? [],
                          }),
                          'nextSitting',
                        ],
                      },
                    ],
                  },
                },
                storing: {
                  invoke: {
                    src: 'keepAnswers',
                    input: ({ context }) => ({
                      userId: context.user?.id ?? '',
                      sitting: {
                        ...(context.kept[context.sending] as KeptSitting),
                        answers: context.remaining ?? [],
                      },
                    }),
                    onDone: { target: 'next', actions: 'nextSitting' },
                    onError: { target: 'next', actions: 'nextSitting' },
                  },
                },
              },
            },
          },
        },
        deciding: {
          tags: ['authenticated'],
          always: [{ guard: 'someUnsent', target: 'confirming' }, { target: 'revoking' }],
        },
        confirming: {
          tags: ['authenticated', 'unsentAnswers'],
          on: {
            'logout.stay': {
              target: '#session.signedIn.previous',
              actions: assign(notLoggingOut),
            },
            'logout.confirm': { target: 'revoking' },
          },
        },
        revoking: {
          tags: ['loading'],
          // The next person on this browser must not see this user's lists.
          entry: 'clearCaches',
          invoke: {
            src: 'revokeSession',
            onDone: { target: '#session.endingSession' },
            // The local session ends whether or not the server heard about it.
            onError: { target: '#session.endingSession' },
          },
        },
      },
    },
    endingSession: {
      entry: [
        'clearStorage',
        { type: 'navigate', params: '/login' },
        assign({ user: null, rememberedEmail: null, ...notLoggingOut }),
      ],
      always: { target: 'anonymous' },
    },
  },
});
