import { useT } from '@mizani/i18n/react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { authIsland, loadOnServer } from '../auth-island.tsx';

const screen = authIsland(async () => (await import('../components/register-screen.tsx')).RegisterScreen);

export const registerLoader = loadOnServer(screen);

/** /register: phone or email with a code, then the password, then the new account number. */
export function RegisterRoute() {
  const t = useT();
  useDocumentTitle(t('auth.register.documentTitle'));
  return <screen.View fallback={<PageLoader />} />;
}
