import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { type Session, SessionContext, type SessionState } from './sessionContext';
import { readStoredUser } from './storedSession';

function stateFrom(storage: Storage): SessionState {
  const user = readStoredUser(storage);
  return user ? { status: 'signedIn', user } : { status: 'anonymous' };
}

interface StoredSessionProviderProps {
  storage: Storage;
  children: ReactNode;
}

/**
 * Interim session source until @lingua/flows ships the session machine: the session is
 * whatever the login call left in storage. Another tab signing out (or in) is followed
 * through the storage event.
 */
export function StoredSessionProvider({ storage, children }: StoredSessionProviderProps) {
  const [state, setState] = useState<SessionState>(() => stateFrom(storage));
  const [, navigate] = useLocation();

  useEffect(() => {
    const follow = () => setState(stateFrom(storage));
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, [storage]);

  const signOut = useCallback(() => {
    // The spec's logout: all local storage goes, then the login page.
    storage.clear();
    setState({ status: 'anonymous' });
    navigate('/login', { replace: true });
  }, [storage, navigate]);

  const session = useMemo<Session>(() => ({ state, signOut }), [state, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
