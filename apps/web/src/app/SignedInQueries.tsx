import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext, useState } from 'react';
import { QueryCacheHolderContext } from './queryCacheHolder';
import { createQueryClient } from './queryClient';

/**
 * The query cache around the signed-in pages: created on the first signed-in page and kept in
 * AppProviders' holder, so a logout and the next login find the same (emptied) cache. Without a
 * holder (a story's own QueryClientProvider above) it adds nothing.
 */
export function SignedInQueries({ children }: { children: ReactNode }) {
  const holder = useContext(QueryCacheHolderContext);
  const [client] = useState(() => {
    if (!holder) return null;
    holder.client ??= createQueryClient();
    return holder.client;
  });
  return client ? <QueryClientProvider client={client}>{children}</QueryClientProvider> : children;
}
