import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type ChangeEmailVariables = BodyOf<'user.changeEmail'>;
export type ChangeEmailData = DataOf<'user.changeEmail'>;

/** Moves the account to a new email address; the user info is read again. */
export function changeEmailMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: ChangeEmailVariables): Promise<ChangeEmailData> => api.user.changeEmail(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
  });
}

export function useChangeEmailMutation(api: ApiClient) {
  return useMutation(changeEmailMutation(api, useQueryClient()));
}
