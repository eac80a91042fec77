import { useT } from '@mizani/i18n/react';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { authIsland, loadOnServer } from '../auth-island.tsx';
import { isLoginCountryId } from '../login-request.ts';

const screen = authIsland(async () => (await import('../components/login-screen.tsx')).LoginScreen);

/** /login/:countryId exists for the countries with a public login page (254, 255) only. */
export const loginLoader = loadOnServer(screen, ({ params }: LoaderFunctionArgs) => {
  if (params.countryId !== undefined && !isLoginCountryId(params.countryId)) throw data(null, { status: 404 });
  return null;
});

export function LoginRoute() {
  const t = useT();
  useDocumentTitle(t('login.documentTitle'));
  return <screen.View fallback={<PageLoader />} />;
}
