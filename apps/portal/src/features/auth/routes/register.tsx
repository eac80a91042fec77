import { useT } from '@mizani/i18n/react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { RegisterScreen } from '../components/register-screen.tsx';

/** /register: phone or email with a code, then the password, then the new account number. */
export function RegisterRoute() {
  const t = useT();
  useDocumentTitle(t('auth.register.documentTitle'));
  return <RegisterScreen />;
}
