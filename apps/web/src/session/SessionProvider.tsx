import type { ApiClient, UserProfile } from '@lingua/api';
import { completeProfileMachine, sessionMachine, type Toast } from '@lingua/flows';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { fromPromise, type SnapshotFrom } from 'xstate';
import { useInspector } from '../app/inspector';
import { authCalls } from '../features/auth/queries';
import { readKeptSittings } from '../features/templates/sittingAnswers';
import { sittingCalls } from '../features/templates/sittingCalls';
import { userCalls } from '../features/users/userCalls';
import { ApiClientContext } from './apiClientContext';
import {
  type Session,
  type SessionActor,
  SessionContext,
  type SessionState,
} from './sessionContext';
import { REMEMBERED_EMAIL_KEY, readSessionInput } from './storedSession';

function toSessionState(snapshot: SnapshotFrom<typeof sessionMachine>): SessionState {
  if (snapshot.hasTag('loading')) return { status: 'loading' };
  const { user } = snapshot.context;
  if (snapshot.hasTag('authenticated') && user) return { status: 'signedIn', user };
  return { status: 'anonymous' };
}

function sameState(a: SessionState, b: SessionState): boolean {
  if (a.status !== b.status) return false;
  return a.status !== 'signedIn' || (b.status === 'signedIn' && a.user === b.user);
}

export interface SessionProviderProps {
  storage: Storage;
  /** Builds the app's one API client; its session-expired callback ends this session. */
  createApi: (onSessionExpired: () => void) => ApiClient;
  showToast: (toast: Toast) => void;
  /** Empties the query cache (at login and logout, so no user sees another's lists). */
  clearCaches: () => void;
  /** Puts a profile the complete-profile dialog saved in the query cache (when there is one). */
  storeProfile: (profile: UserProfile) => void;
  children: ReactNode;
}

/**
 * Runs @lingua/flows' session machine with the browser's effects and offers it to the app:
 * the route guards read its state, the login page hands it the login answer, the layout signs
 * out through it. It also owns the API client, whose refresh failure ends the session.
 */
export function SessionProvider({
  storage,
  createApi,
  showToast,
  clearCaches,
  storeProfile,
  children,
}: SessionProviderProps) {
  const [, navigate] = useLocation();
  const actorRef = useRef<SessionActor | null>(null);
  const [api] = useState(() =>
    createApi(() => actorRef.current?.send({ type: 'session.expired' })),
  );

  // Effects read the latest callbacks at the moment they run; the machine is built once.
  const effects = useRef({ navigate, showToast, clearCaches, storeProfile });
  effects.current = { navigate, showToast, clearCaches, storeProfile };

  const [machine] = useState(() =>
    sessionMachine.provide({
      actors: {
        checkProfileExists: fromPromise(({ input }) => userCalls(api).exists(input.userId)),
        fetchProfile: fromPromise(() => userCalls(api).me()),
        revokeSession: fromPromise(async () => {
          const refreshToken = api.session.refreshToken();
          if (refreshToken) await authCalls(api).logout(refreshToken);
        }),
        // Sitting answers kept unsent in this browser (IndexedDB). Imported up front: a logout
        // offline could not load another chunk.
        readKeptAnswers: fromPromise(({ input }) => readKeptSittings(input.userId)),
        saveKeptAnswers: fromPromise(({ input }) => sittingCalls(api).saveAnswers(input)),
        keepAnswers: fromPromise(({ input: { userId, sitting } }) =>
          sittingCalls(api).keepLocalAnswers(userId, sitting),
        ),
        completeProfile: completeProfileMachine.provide({
          actors: {
            saveProfile: fromPromise(async ({ input }) => {
              const saved = await userCalls(api).update(input.profile);
              // The screen under the dialog (the dashboard's greeting) shows the new profile now.
              effects.current.storeProfile(saved);
              return saved;
            }),
          },
          actions: { showToast: (_, toast) => effects.current.showToast(toast) },
        }),
      },
      actions: {
        // The api's token store owns the session entries; its client reads them on every call.
        storeTokens: (_, tokens) => api.session.saveTokens(tokens),
        storeUser: (_, user) => api.session.saveUser(user),
        rememberEmail: (_, email) => storage.setItem(REMEMBERED_EMAIL_KEY, email),
        forgetEmail: () => storage.removeItem(REMEMBERED_EMAIL_KEY),
        // The spec's logout empties all local storage.
        clearStorage: () => storage.clear(),
        clearCaches: () => effects.current.clearCaches(),
        navigate: (_, to) => effects.current.navigate(to, { replace: true }),
        logError: (_, { message, error }) => console.error(message, error),
      },
    }),
  );

  const inspect = useInspector();
  const actor = useActorRef(machine, {
    input: readSessionInput(api.session, storage),
    inspect,
  });
  actorRef.current = actor;
  const state = useSelector(actor, toSessionState, sameState);

  const session = useMemo<Session>(
    () => ({
      state,
      actor,
      signIn: (login) => actor.send({ type: 'session.loggedIn', login }),
      signOut: () => actor.send({ type: 'session.logout' }),
      profileSaved: (profile) => actor.send({ type: 'session.profileSaved', profile }),
    }),
    [state, actor],
  );

  return (
    <ApiClientContext.Provider value={api}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </ApiClientContext.Provider>
  );
}
