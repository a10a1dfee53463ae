import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { StoredSessionProvider } from '../session/StoredSessionProvider';
import { createQueryClient } from './queryClient';

/**
 * Everything the signed-in part of the app needs. Loaded lazily by the routes so the
 * landing page never downloads the query cache, the API client or the session machinery.
 */
export default function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <StoredSessionProvider storage={window.localStorage}>{children}</StoredSessionProvider>
    </QueryClientProvider>
  );
}
