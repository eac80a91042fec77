import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type TeamEditVariables = BodyOf<'team.edit'>;
export type TeamEditData = DataOf<'team.edit'>;

/** Edits a staff member; every cached team list is stale. */
export function teamEditMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: TeamEditVariables): Promise<TeamEditData> => api.team.edit(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

export function useTeamEditMutation(api: ApiClient) {
  return useMutation(teamEditMutation(api, useQueryClient()));
}
