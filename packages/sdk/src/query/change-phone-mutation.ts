import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type ChangePhoneVariables = BodyOf<'user.changePhone'>;
export type ChangePhoneData = DataOf<'user.changePhone'>;

/** Moves the account to a new phone number; the user info is read again. */
export function changePhoneMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: ChangePhoneVariables): Promise<ChangePhoneData> => api.user.changePhone(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
  });
}

export function useChangePhoneMutation(api: ApiClient) {
  return useMutation(changePhoneMutation(api, useQueryClient()));
}
