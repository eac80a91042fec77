import { useT } from '@mizani/i18n/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../paths.ts';

/**
 * Log out from the public header: 'Exit Success!', then the login page (spec section 2). The API
 * client is loaded only when someone actually logs out.
 */
export function useSignOut() {
  const t = useT();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      const { signOut: endSession } = await import('./sign-out.ts');
      await endSession(t('sdk.logoutSuccess'));
    } finally {
      setPending(false);
    }
    void navigate(paths.login.getHref());
  };

  return { signOut, pending };
}
