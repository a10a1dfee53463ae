import { createContext, useContext } from 'react';

/** The signed-in user as the app keeps it after login (platform-shell.md section 3). */
export interface SessionUser {
  id: string;
  email: string;
  first_name?: string | null;
  last_name?: string | null;
  username?: string | null;
  role?: string | null;
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: SessionUser };

export type SessionStatus = SessionState['status'];

export interface Session {
  state: SessionState;
  /** Forgets the session everywhere in the app (tokens included) and shows /login. */
  signOut: () => void;
}

// Kept free of xstate and storage code: the route guards import it, and they sit in the
// entry chunk that the landing page also loads.
export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the app providers');
  return session;
}
