import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { ConsoleBrand } from './brand.tsx';

/** Shown for the moment between the session check and the portal's login page loading. */
export function RedirectingPage({ loginHref }: { loginHref: string }) {
  const t = useT();
  useDocumentTitle(t('api.redirecting.title'));
  return (
    <Center as="main" minH="100dvh" px="4">
      <Stack gap="5" maxW="md" align="flex-start">
        <ConsoleBrand />
        <Heading as="h1" size="xl">
          {t('api.redirecting.title')}
        </Heading>
        <Text color="fg.muted">{t('api.redirecting.body')}</Text>
        <Button asChild colorPalette="brand">
          <a href={loginHref}>{t('api.redirecting.link')}</a>
        </Button>
      </Stack>
    </Center>
  );
}
