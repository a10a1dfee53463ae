import { useQuery } from '@tanstack/react-query';
import { request } from '../../app/request';
import { useApi } from '../../app/services';

/** The chat area's query keys. */
export const chatKeys = {
  capabilities: ['capabilities'] as const,
};

/** What the server offers (an LLM for the tutor chat, or not). */
export function useCapabilities() {
  const api = useApi();
  return useQuery({
    queryKey: chatKeys.capabilities,
    queryFn: () => request(api.GET('/capabilities')),
    // A server's configuration does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
