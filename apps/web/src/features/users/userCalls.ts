import type { ApiClient, components } from '@lingua/api';
import { request } from '../../app/request';

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
