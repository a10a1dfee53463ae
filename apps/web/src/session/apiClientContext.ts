import type { ApiClient } from '@lingua/api';
import { createContext, useContext } from 'react';

/** The app's one API client, created with the session that its refresh failures end. */
export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const api = useContext(ApiClientContext);
  if (!api) throw new Error('useApiClient must be used inside the session provider');
  return api;
}
