import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { queryKeys } from './keys.ts';

export type ResetFundPwdVariables = BodyOf<'user.resetFundPwd'>;
export type ResetFundPwdData = DataOf<'user.resetFundPwd'>;

/** Sets or replaces the fund password; user info carries fundPasswordFlag, so it is read again. */
export function resetFundPwdMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: ResetFundPwdVariables): Promise<ResetFundPwdData> => api.user.resetFundPwd(variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.user.info() }),
  });
}

export function useResetFundPwdMutation(api: ApiClient) {
  return useMutation(resetFundPwdMutation(api, useQueryClient()));
}
