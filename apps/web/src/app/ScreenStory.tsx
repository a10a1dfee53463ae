import { createApiClient, createTokenStore } from '@lingua/api';
import { FIXTURE_NOW, fixtures } from '@lingua/api/mocks';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { within } from 'storybook/test';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setProfile } from '../features/users/queries';
import { useText } from '../i18n/useText';
import { useApiClient } from '../session/apiClientContext';
import { SessionProvider } from '../session/SessionProvider';
import { createQueryClient } from './queryClient';
import { AppServicesProvider } from './services';
import { addToast, createAppToasts, type ToastQueue } from './toasts';

/** Queries the whole page: dialogs, popovers and toasts render outside the story's canvas. */
export const body = () => within(document.body);

export type StoryUser = 'teacher' | 'student' | 'newcomer' | 'anonymous';

export interface ScreenStoryOptions {
  /** Who is signed in (tokens and user put in local storage, as after a login). */
  as: StoryUser;
  /** The address bar, e.g. `/rooms` or `/reset-password?token=...`. */
  path: string;
  /** The route pattern the screen sits under, for screens reading params. @default path */
  route?: string;
}

function seedStorage(as: StoryUser) {
  window.localStorage.clear();
  if (as === 'anonymous') return;
  const session = fixtures.sessions[as];
  const profile = fixtures.users[as];
  const store = createTokenStore(window.localStorage);
  store.saveTokens(session);
  store.saveUser({
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    username: profile.username,
    role: profile.role,
  });
}

/**
 * A screen as the app renders it, for stories: a fresh query cache, the session of `as`, an
 * API client answered by the story's MSW handlers, the clock frozen at the fixtures' moment.
 */
export function ScreenStory({
  as,
  path,
  route,
  children,
}: ScreenStoryOptions & { children: ReactNode }) {
  const t = useText();
  const [setup] = useState(() => {
    seedStorage(as);
    const [pathname = '/', search = ''] = path.split('?');
    return {
      location: memoryLocation({ path: pathname, searchPath: search }),
      queryClient: createQueryClient(),
      toasts: createAppToasts(),
    };
  });
  return (
    <Router hook={setup.location.hook} searchHook={setup.location.searchHook}>
      <QueryClientProvider client={setup.queryClient}>
        <SessionProvider
          storage={window.localStorage}
          createApi={(onSessionExpired) =>
            createApiClient({ baseUrl: '/api', storage: window.localStorage, onSessionExpired })
          }
          showToast={(toast) => addToast(setup.toasts, toast, t)}
          clearCaches={() => setup.queryClient.clear()}
          storeProfile={(profile) => setProfile(setup.queryClient, profile)}
        >
          <StoryServices toasts={setup.toasts}>
            <Route path={route ?? path.split('?')[0] ?? '/'}>{children}</Route>
          </StoryServices>
        </SessionProvider>
      </QueryClientProvider>
    </Router>
  );
}

/** The screens' services over the session's client, with the clock at the fixtures' moment. */
function StoryServices({ toasts, children }: { toasts: ToastQueue; children: ReactNode }) {
  const api = useApiClient();
  const [services] = useState(() => ({ api, toasts, now: () => FIXTURE_NOW }));
  return <AppServicesProvider services={services}>{children}</AppServicesProvider>;
}
