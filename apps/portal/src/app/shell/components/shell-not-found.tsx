import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../paths.ts';

/**
 * The 404 page inside the shell: the header already says 'Page not found' as the page's h1, so
 * this names the error at the next level and leads back to the dashboard rather than the public home.
 */
export function ShellNotFound() {
  const t = useT();
  return (
    <Stack gap="4" align="flex-start" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="wide" textTransform="uppercase">
        {t('notFound.code')}
      </Text>
      <Heading as="h2" size="xl">
        {t('notFound.title')}
      </Heading>
      <Text color="fg.muted">{t('notFound.body')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.dashboard.getHref()}>{t('menu.dashboard')}</RouterLink>
      </Button>
    </Stack>
  );
}
