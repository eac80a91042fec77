import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type TeamAddVariables = BodyOf<'team.add'>;
export type TeamAddData = DataOf<'team.add'>;

/** Adds a staff member; every cached team list is stale. */
export function teamAddMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: TeamAddVariables): Promise<TeamAddData> => api.team.add(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
  });
}

export function useTeamAddMutation(api: ApiClient) {
  return useMutation(teamAddMutation(api, useQueryClient()));
}
