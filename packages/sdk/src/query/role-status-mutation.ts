import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type RoleStatusVariables = BodyOf<'role.status'>;
export type RoleStatusData = DataOf<'role.status'>;

/** Enables or disables a role (disabling signs its staff out); cached role lists and team lists (which show role names) are stale. */
export function roleStatusMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: RoleStatusVariables): Promise<RoleStatusData> => api.call('role.status', { body: variables }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.role.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
      ]);
    },
  });
}

export function useRoleStatusMutation(api: ApiClient) {
  return useMutation(roleStatusMutation(api, useQueryClient()));
}
