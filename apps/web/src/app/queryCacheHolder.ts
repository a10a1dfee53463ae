import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The app's one query cache, created by the signed-in frame on its first mount (the sign-in
 * pages never download TanStack Query) and kept here for the life of the app, so the session
 * can empty it at login and logout and store a saved profile in it.
 */
export interface QueryCacheHolder {
  client?: QueryClient;
}

/** AppProviders' holder; null where a story provides its own query client. */
export const QueryCacheHolderContext = createContext<QueryCacheHolder | null>(null);
