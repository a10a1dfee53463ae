import type { UserProfile } from '@lingua/api';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { MutationCallbacks } from '../../app/areaMutation';
import { useApi } from '../../app/services';
import { userCalls, userKeys } from './userCalls';

export { userCalls, userKeys } from './userCalls';

/**
 * A saved profile replaces the cached one at once: the greeting, the settings (which save the
 * profile's fields back) and the sidebar's user block must not keep the old copy.
 */
export function setProfile(queryClient: QueryClient, profile: UserProfile): void {
  queryClient.setQueryData(userKeys.profile, profile);
}

export function useProfile({ enabled = true } = {}) {
  const api = useApi();
  return useQuery({ queryKey: userKeys.profile, queryFn: () => userCalls(api).me(), enabled });
}

export function useDashboard() {
  const api = useApi();
  return useQuery({ queryKey: userKeys.dashboard, queryFn: () => userCalls(api).dashboard() });
}

export function useDeleteAccount(callbacks?: MutationCallbacks<unknown, string>) {
  const api = useApi();
  return useMutation({
    ...callbacks,
    mutationFn: (password: string) => userCalls(api).deleteAccount(password),
  });
}
