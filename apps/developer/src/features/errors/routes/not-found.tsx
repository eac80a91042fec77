import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../paths.ts';

/** Unknown console path; the header already carries the page title as the h1. */
export function NotFoundRoute() {
  const t = useT();
  return (
    <Stack gap="4" maxW="xl" align="flex-start">
      <Heading as="h2" display="flex" flexDirection="column" gap="1">
        <Text as="span" fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide">
          {t('api.notFound.code')}
        </Text>
        <Text as="span" fontSize="2xl" fontWeight="bold">
          {t('api.notFound.title')}
        </Text>
      </Heading>
      <Text color="fg.muted">{t('api.notFound.body')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.account.getHref()}>{t('api.notFound.back')}</RouterLink>
      </Button>
    </Stack>
  );
}
