import { forgetSessionQueries, userInfoQuery } from '@mizani/sdk/query';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api.ts';
import { holdApiNavigation } from '@mizani/ui/api-bridge';

/**
 * The session guard's user fetch: once per page load (the query cache answers afterwards). The
 * API client still reports a failure, but its own redirect to the login is held back: a failed
 * user-info fetch ends at the portal's home page (spec section 8), and the guard sends it there.
 */
export function createUserLoader(queryClient: QueryClient) {
  return async () => {
    try {
      return await holdApiNavigation(() => queryClient.ensureQueryData(userInfoQuery(api)));
    } catch (error) {
      forgetSessionQueries(queryClient);
      throw error;
    }
  };
}
