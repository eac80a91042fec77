import { useT } from '@mizani/i18n/react';
import { forgetSessionQueries } from '@mizani/sdk/query';
import { notify } from '@mizani/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';

/**
 * Log out (spec section 2): end the session on the server, say 'Exit Success!' and go to /login.
 * The local session is cleared whatever the server answers, so a failed call is not reported.
 * The user's cached data is dropped only once the login page is shown: screens still on their way
 * out would otherwise ask for it again without a session.
 */
export function useLogout() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const logout = async () => {
    if (pending) return;
    setPending(true);
    try {
      await api.user.logout({ silent: true });
    } catch {
      // The SDK has cleared the local session already.
    }
    notify({ type: 'success', message: t('sdk.logoutSuccess') });
    await navigate(paths.login.getHref(), { replace: true });
    forgetSessionQueries(queryClient);
  };

  return { logout, pending };
}
