import { useT } from '@mizani/i18n/react';
import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { loadQueryClient } from '../../app/lazy-query.tsx';
import { paths } from '../../paths.ts';

/**
 * Log out from the public header: 'Exit Success!', then the login page (spec section 2). The API
 * client is loaded only when someone actually logs out.
 */
export function useSignOut() {
  const t = useT();
  // A visitor's public page has no query client yet (it loads with the first thing that needs
  // it): the header must still draw, so the client is looked up, not required, until sign-out.
  const contextClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      const { signOut: endSession } = await import('./sign-out.ts');
      await endSession(contextClient ?? (await loadQueryClient()), t('sdk.logoutSuccess'));
    } finally {
      setPending(false);
    }
    void navigate(paths.login.getHref());
  };

  return { signOut, pending };
}
