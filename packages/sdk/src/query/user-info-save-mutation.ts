import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type UserInfoSaveVariables = BodyOf<'user.infoSave'>;
export type UserInfoSaveData = DataOf<'user.infoSave'>;

/** Saves the profile; the user info is read again. */
export function userInfoSaveMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: UserInfoSaveVariables): Promise<UserInfoSaveData> => api.user.infoSave(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
  });
}

export function useUserInfoSaveMutation(api: ApiClient) {
  return useMutation(userInfoSaveMutation(api, useQueryClient()));
}
