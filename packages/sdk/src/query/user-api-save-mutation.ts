import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type UserApiSaveVariables = BodyOf<'userApi.save'>;
export type UserApiSaveData = DataOf<'userApi.save'>;

/** Applies for API access; the credentials info is read again. */
export function userApiSaveMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: UserApiSaveVariables): Promise<UserApiSaveData> => api.userApi.save(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.userApi.info() }),
  });
}

export function useUserApiSaveMutation(api: ApiClient) {
  return useMutation(userApiSaveMutation(api, useQueryClient()));
}
