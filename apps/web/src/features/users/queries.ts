import type { ApiClient, components, UserProfile } from '@lingua/api';
import { type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import type { MutationCallbacks } from '../../app/areaMutation';
import { request } from '../../app/request';
import { useApi } from '../../app/services';

/** The users area's query keys: the signed-in user's profile and dashboard figures. */
export const userKeys = {
  profile: ['profile'] as const,
  dashboard: ['users', 'dashboard'] as const,
};

type ProfileUpdate = components['schemas']['UpdateProfileRequest'];

/** The users calls, rejecting with the contract's error body (`ApiFailure`). */
export function userCalls(api: ApiClient) {
  return {
    me: () => request(api.GET('/users/me')),
    async exists(userId: string): Promise<boolean> {
      const answer = await request(
        api.GET('/users/exists/{userId}', { params: { path: { userId } } }),
      );
      return answer.exists;
    },
    update: (body: ProfileUpdate) => request(api.PATCH('/users/update-profile', { body })),
    dashboard: () => request(api.GET('/users/dashboard')),
    deleteAccount: (password: string) =>
      request(api.POST('/users/delete_account', { body: { password } })),
    /** Everything kept about the user, as a file (a blob, not JSON to parse). */
    async exportData(): Promise<Blob> {
      const { data, error, response } = await api.GET('/users/export', { parseAs: 'blob' });
      if (error !== undefined || !response.ok || !data) throw error ?? new Error('Export failed');
      return data;
    },
  };
}

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
