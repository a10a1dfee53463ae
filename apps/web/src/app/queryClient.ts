import { QueryClient } from '@tanstack/react-query';

/** One cache per app instance: a failed query is retried once and never refetched on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
    },
  });
}
