import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type RoleEditVariables = BodyOf<'role.edit'>;
export type RoleEditData = DataOf<'role.edit'>;

/** Changes a role's name and permissions; cached role lists and team lists (which show role names) are stale. */
export function roleEditMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: RoleEditVariables): Promise<RoleEditData> => api.call('role.edit', { body: variables }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.role.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.team.all }),
      ]);
    },
  });
}

export function useRoleEditMutation(api: ApiClient) {
  return useMutation(roleEditMutation(api, useQueryClient()));
}
