import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import { queryKeys } from './keys.ts';

/** Deletes a staff member by user id; every cached team list is stale. */
export function teamDeleteMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (userId: number) => api.team.delete(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

export function useTeamDeleteMutation(api: ApiClient) {
  return useMutation(teamDeleteMutation(api, useQueryClient()));
}
