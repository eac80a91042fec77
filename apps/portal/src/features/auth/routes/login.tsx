import { Box, Container, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { data, Link as RouterLink, useNavigate, useParams, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { api } from '../../../lib/api.ts';
import { isOutsidePortal, paths } from '../../../paths.ts';
import { LoginForm } from '../components/login-form.tsx';
import { isLoginCountryId, safeRedirect, type LoginRequest } from '../login-request.ts';

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

  const signIn = async (request: LoginRequest) => {
    try {
      if (request.method === 'phone') await api.user.login(request.body);
      else await api.user.emailLogin(request.body);
    } catch {
      // The API client has already told the user what went wrong.
      return;
    }
    const target = safeRedirect(searchParams.get('redirect'), paths.dashboard.getHref());
    if (isOutsidePortal(target)) window.location.assign(target);
    else void navigate(target, { replace: true });
  };

  return (
    <Box bg="bg.subtle" py={{ base: '8', md: '16' }} minH="full">
      <Container maxW="md" px={{ base: '4', md: '6' }}>
        <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="2xl" boxShadow="sm" p={{ base: '5', md: '8' }}>
          <Stack gap="2">
            <Heading as="h1" size="2xl">
              {t('login.title')}
            </Heading>
            <Text color="fg.muted">{t('login.subtitle')}</Text>
          </Stack>
          <LoginForm defaultCountryId={isLoginCountryId(countryId) ? countryId : undefined} onSubmit={signIn} />
          <Stack gap="3" fontSize="sm">
            <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
              <RouterLink to={paths.forgotPassword.getHref()}>{t('login.forgotPassword')}</RouterLink>
            </Link>
            <HStack gap="1" flexWrap="wrap">
              <Text color="fg.muted">{t('login.noAccount')}</Text>
              <Link asChild color="brand.fg" fontWeight="medium">
                <RouterLink to={paths.register.getHref()}>{t('nav.signUp')}</RouterLink>
              </Link>
            </HStack>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
