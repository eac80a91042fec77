import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import type { BodyOf, DataOf } from '../contract/schemas/index.ts';
import { forgetSessionQueries } from './keys.ts';

export type LoginVariables = { by: 'phone'; body: BodyOf<'user.login'> } | { by: 'email'; body: BodyOf<'user.emailLogin'> };
export type LoginData = DataOf<'user.login'>;

/** Signs in by phone or email; the SDK keeps the token, and anything cached for a previous user goes. */
export function loginMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: (variables: LoginVariables): Promise<LoginData> =>
      variables.by === 'phone' ? api.user.login(variables.body) : api.user.emailLogin(variables.body),
    onSuccess: () => forgetSessionQueries(queryClient),
  });
}

export function useLoginMutation(api: ApiClient) {
  return useMutation(loginMutation(api, useQueryClient()));
}
