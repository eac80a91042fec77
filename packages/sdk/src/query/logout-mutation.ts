import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../client/client.ts';
import { forgetSessionQueries } from './keys.ts';

/** Ends the session; the local session and the user's cached data go whether or not the server answers. */
export function logoutMutation(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: () => api.user.logout(),
    onSettled: () => forgetSessionQueries(queryClient),
  });
}

export function useLogoutMutation(api: ApiClient) {
  return useMutation(logoutMutation(api, useQueryClient()));
}
