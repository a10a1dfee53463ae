import { createApiClient } from '@lingua/api';
import { type ReactNode, useRef, useState } from 'react';
import { userKeys } from '../features/users/userCalls';
import { useLocale } from '../i18n/LocaleProvider';
import { useText } from '../i18n/useText';
import { useApiClient } from '../session/apiClientContext';
import { SessionProvider } from '../session/SessionProvider';
import { type QueryCacheHolder, QueryCacheHolderContext } from './queryCacheHolder';
import { AppServicesProvider } from './services';
import { addToast, createAppToasts, type ToastQueue } from './toasts';

/**
 * Everything the app's pages need, created once per app: the holder of the query cache (which
 * the signed-in frame creates: the sign-in pages never download TanStack Query), the toast
 * queue, the session machine and the one API client. Loaded lazily by the routes so the landing
 * page never downloads any of it.
 */
export default function AppProviders({ children }: { children: ReactNode }) {
  const [cache] = useState<QueryCacheHolder>(() => ({}));
  const [toasts] = useState(createAppToasts);
  const t = useText();
  // The client outlives a language switch: it reads the current one on every call.
  const locale = useRef('en');
  locale.current = useLocale().locale;
  return (
    <QueryCacheHolderContext.Provider value={cache}>
      <SessionProvider
        storage={window.localStorage}
        createApi={(onSessionExpired) =>
          createApiClient({
            baseUrl: '/api',
            storage: window.localStorage,
            onSessionExpired,
            language: () => locale.current,
          })
        }
        showToast={(toast) => addToast(toasts, toast, t)}
        clearCaches={() => cache.client?.clear()}
        storeProfile={(profile) => cache.client?.setQueryData(userKeys.profile, profile)}
      >
        <Services toasts={toasts}>{children}</Services>
      </SessionProvider>
    </QueryCacheHolderContext.Provider>
  );
}

/** The screens' services (API client, toasts, clock), over the session's API client. */
function Services({ toasts, children }: { toasts: ToastQueue; children: ReactNode }) {
  const api = useApiClient();
  const [services] = useState(() => ({ api, toasts, now: Date.now }));
  return <AppServicesProvider services={services}>{children}</AppServicesProvider>;
}
