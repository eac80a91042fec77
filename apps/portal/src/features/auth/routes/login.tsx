import { HStack, Link, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useLoginMutation, userInfoQuery, type LoginVariables } from '@mizani/sdk/query';
import { useQueryClient } from '@tanstack/react-query';
import { data, Link as RouterLink, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { api } from '../../../lib/api.ts';
import { isOutsidePortal, paths } from '../../../paths.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { isLoginCountryId, safeRedirect } from '../login-request.ts';

/** /login/:countryId exists for the countries with a public login page (254, 255) only. */
export function loginLoader({ params }: LoaderFunctionArgs) {
  if (params.countryId !== undefined && !isLoginCountryId(params.countryId)) throw data(null, { status: 404 });
  return null;
}

export function LoginRoute() {
  const t = useT();
  useDocumentTitle(t('login.documentTitle'));
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
