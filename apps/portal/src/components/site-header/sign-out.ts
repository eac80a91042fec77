import { forgetSessionQueries } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/**
 * Ends the session on the server and here. The local session goes whatever the server answers,
 * so a failed call is not worth an error notice; the user is told they are out either way.
 */
export async function signOut(queryClient: QueryClient, successMessage: string): Promise<void> {
  try {
    await api.user.logout({ silent: true });
  } catch {
    // The SDK has cleared the token and the cached user info already.
  }
  forgetSessionQueries(queryClient);
  notify({ type: 'success', message: successMessage });
}
