import { useT } from '@mizani/i18n/react';
import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { LoginScreen } from '../components/login-screen.tsx';
import { isLoginCountryId } from '../login-request.ts';

/** /login/:countryId exists for the countries with a public login page (254, 255) only. */
export function loginLoader({ params }: LoaderFunctionArgs) {
  if (params.countryId !== undefined && !isLoginCountryId(params.countryId)) throw data(null, { status: 404 });
  return null;
}

export function LoginRoute() {
  const t = useT();
  useDocumentTitle(t('login.documentTitle'));
  return <LoginScreen />;
}
