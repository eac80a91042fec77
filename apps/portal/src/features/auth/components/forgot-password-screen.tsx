import { Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { notify } from '@mizani/ui';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { paths } from '../../../paths.ts';
import { AuthCard } from './auth-card.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { codeAndPasswordRequest, type Address } from '../identity.ts';

/** Recovery: a new login password for whoever can receive a code at the account's address. */
export function ForgotPasswordScreen() {
  const t = useT();
  const navigate = useNavigate();

  const reset = async (address: Address, code: string, password: string) => {
    const request = codeAndPasswordRequest(address, code, password);
    try {
      if (request.method === 'phone') await api.user.findPwd(request.body);
      else await api.user.emailFindPwd(request.body);
    } catch {
      // The API client has already told the user what went wrong.
      return;
    }
    notify({ type: 'success', message: t('auth.forgot.success') });
    void navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
          <RouterLink to={paths.login.getHref()}>{t('auth.forgot.backToLogin')}</RouterLink>
        </Link>
      }
    >
      <ForgotPasswordForm onSubmit={reset} />
    </AuthCard>
  );
}
