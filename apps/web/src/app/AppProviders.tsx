import { createApiClient } from '@lingua/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useLocale } from '../i18n/LocaleProvider';
import { useText } from '../i18n/useText';
import { useApiClient } from '../session/apiClientContext';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from './queryClient';
import { AppServicesProvider } from './services';
import { addToast, createAppToasts, type ToastQueue } from './toasts';

/**
 * Everything the signed-in part of the app needs, created once per app: the query cache, the
 * toast queue, the session machine and the one API client. Loaded lazily by the routes so the
 * landing page never downloads any of it.
 */
export default function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [toasts] = useState(createAppToasts);
  const t = useText();
  // The client outlives a language switch: it reads the current one on every call.
  const locale = useRef('en');
  locale.current = useLocale().locale;
  return (
    <QueryClientProvider client={queryClient}>
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
        clearCaches={() => queryClient.clear()}
      >
        <Services toasts={toasts}>{children}</Services>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** The screens' services (API client, toasts, clock), over the session's API client. */
function Services({ toasts, children }: { toasts: ToastQueue; children: ReactNode }) {
  const api = useApiClient();
  const [services] = useState(() => ({ api, toasts, now: Date.now }));
  return <AppServicesProvider services={services}>{children}</AppServicesProvider>;
}
