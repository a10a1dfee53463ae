import {
  type QueryClient,
  type UseMutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { QueryFailure } from './request';

/** What a screen adds to an area's mutation: its toasts, resets and navigation. */
export type MutationCallbacks<TData, TVariables> = Omit<
  UseMutationOptions<TData, QueryFailure, TVariables>,
  'mutationFn'
>;

/**
 * An area's mutation with the spec's "cache cleared after mutations": the area's lists are
 * dropped (`clear`) after the screen's callbacks (its toast comes first), by default once the
 * mutation settles, success or failure (a refused change may mean the list was stale); with
 * `clearAfter: 'success'` only after a success (a refused room code keeps the list on screen).
 */
export function useAreaMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  clear: (queryClient: QueryClient) => Promise<unknown>,
  callbacks: MutationCallbacks<TData, TVariables> = {},
  { clearAfter = 'settled' }: { clearAfter?: 'settled' | 'success' } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...callbacks,
    mutationFn,
    onSuccess: async (...args) => {
      await callbacks.onSuccess?.(...args);
      if (clearAfter === 'success') await clear(queryClient);
    },
    onSettled: async (...args) => {
      await callbacks.onSettled?.(...args);
      if (clearAfter === 'settled') await clear(queryClient);
    },
  });
}
