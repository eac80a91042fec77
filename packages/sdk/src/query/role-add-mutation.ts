import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type RoleAddVariables = BodyOf<'role.add'>;
export type RoleAddData = DataOf<'role.add'>;

/** Creates a role; cached role lists and team lists (which show role names) are stale. */
export function roleAddMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: RoleAddVariables): Promise<RoleAddData> => api.call('role.add', { body: variables }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.role.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
      ]);
    },
  });
}

export function useRoleAddMutation(api: ApiClient) {
  return useMutation(roleAddMutation(api, useQueryClient()));
}
