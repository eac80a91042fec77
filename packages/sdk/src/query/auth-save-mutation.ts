import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type AuthSaveVariables = BodyOf<'user.authSave'>;
export type AuthSaveData = DataOf<'user.authSave'>;

/** Saves the KYC/KYB record; it is submitted for review with startAuth. */
export function authSaveMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: AuthSaveVariables): Promise<AuthSaveData> => api.user.authSave(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.auth() }),
  });
}

export function useAuthSaveMutation(api: ApiClient) {
  return useMutation(authSaveMutation(api, useQueryClient()));
}
