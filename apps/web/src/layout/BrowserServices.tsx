import { createApiClient } from '@lingua/api';
import { type ReactNode, useRef, useState } from 'react';
import { useSession } from '../session/sessionContext';
import { type AppServices, AppServicesProvider } from './services';
import { createAppToasts } from './toasts';

/**
 * The services of the running app: one API client on `/api` keeping the session in local
 * storage, one toast queue, the real clock. Mounted once above the routes so a toast raised
 * just before a navigation (login -> dashboard) is still shown after it.
 */
export function BrowserServices({ children }: { children: ReactNode }) {
  const { signOut } = useSession();
  // The client calls back when the refresh fails; the latest signOut is read at that moment.
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const [services] = useState<AppServices>(() => ({
    api: createApiClient({
      baseUrl: '/api',
      storage: window.localStorage,
      onSessionExpired: () => signOutRef.current(),
    }),
    toasts: createAppToasts(),
    now: Date.now,
  }));
  return <AppServicesProvider services={services}>{children}</AppServicesProvider>;
}
