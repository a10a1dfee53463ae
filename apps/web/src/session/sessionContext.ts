import type { components, StoredUser } from '@lingua/api';
import type { sessionMachine } from '@lingua/flows';
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';

/** The signed-in user as the app keeps it after login (platform-shell.md section 3). */
export type SessionUser = StoredUser;

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: SessionUser };

export type SessionStatus = SessionState['status'];

/** What POST /auth/login answers (tokens and the user's id and e-mail). */
export type LoginAnswer = components['schemas']['LoginResponse'];

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface Session {
  state: SessionState;
  /** Hands a successful login to the session: tokens stored, profile checked, role fetched. */
  signIn: (login: LoginAnswer) => void;
  /** Forgets the session everywhere in the app (tokens included) and shows /login. */
  signOut: () => void;
  /** The user's saved profile becomes the session's user (sidebar name, role). */
  profileSaved: (profile: components['schemas']['UserProfile']) => void;
  /**
   * The running session machine, for what the summary above leaves out: its `needsProfile`
   * tag and `completeProfile` child drive the complete-profile dialog.
   */
  actor: SessionActor;
}

// Type-only imports above: the route guards read this context from the entry chunk, which
// must stay free of xstate and the API client.
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the app providers');
  return session;
}
