import { HStack, Link, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useLoginMutation, userInfoQuery, type LoginVariables } from '@mizani/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../../lib/api.ts';
import { isOutsidePortal, paths } from '../../../paths.ts';
import { AuthCard } from './auth-card.tsx';
import { LoginForm } from './login-form.tsx';
import { isLoginCountryId, safeRedirect } from '../login-request.ts';

/** The login card: the form, what happens after a sign-in, and the links to sign-up and recovery. */
export function LoginScreen() {
  const t = useT();
  const { countryId } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const login = useLoginMutation(api);

  const signIn = async (variables: LoginVariables) => {
    try {
      await login.mutateAsync(variables);
    } catch {
      // The API client has already told the user what went wrong.
      return;
    }
    // The guard reads the user from the cache, so the next page opens without another round trip.
    await queryClient.prefetchQuery(userInfoQuery(api));
    const target = safeRedirect(searchParams.get('redirect'), paths.dashboard.getHref());
    if (isOutsidePortal(target)) window.location.assign(target);
    else void navigate(target, { replace: true });
  };

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
            <RouterLink to={paths.forgotPassword.getHref()}>{t('login.forgotPassword')}</RouterLink>
          </Link>
          <HStack gap="1" flexWrap="wrap">
            <Text color="fg.muted">{t('login.noAccount')}</Text>
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.register.getHref()}>{t('nav.signUp')}</RouterLink>
            </Link>
          </HStack>
        </>
      }
    >
      <LoginForm key={countryId ?? ''} defaultCountryId={isLoginCountryId(countryId) ? countryId : undefined} onSubmit={signIn} />
    </AuthCard>
  );
}
