import { notify } from '@mizani/ui';
import { api } from '../../lib/api.ts';

/**
 * Ends the session on the server and here. The local session goes whatever the server answers,
 * so a failed call is not worth an error notice; the user is told they are out either way. The
 * session's cached queries go at the next navigation: the session guard drops them when it finds
 * the token gone.
 */
export async function signOut(successMessage: string): Promise<void> {
  try {
    await api.user.logout({ silent: true });
  } catch {
    // The SDK has cleared the token and the cached user info already.
  }
  notify({ type: 'success', message: successMessage });
}
