import { useT } from '@mizani/i18n/react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { ForgotPasswordScreen } from '../components/forgot-password-screen.tsx';

/** /forgotPassword: a new login password for whoever can receive a code at the account's address. */
export function ForgotPasswordRoute() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.documentTitle'));
  return <ForgotPasswordScreen />;
}
