import { useT } from '@mizani/i18n/react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { authIsland, loadOnServer } from '../auth-island.tsx';

const screen = authIsland(async () => (await import('../components/forgot-password-screen.tsx')).ForgotPasswordScreen);

export const forgotPasswordLoader = loadOnServer(screen);

/** /forgotPassword: a new login password for whoever can receive a code at the account's address. */
export function ForgotPasswordRoute() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  return <screen.View fallback={<PageLoader />} />;
}
