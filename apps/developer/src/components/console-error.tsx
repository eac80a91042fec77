import { Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useRouteError } from 'react-router-dom';

/** A console page failed (often a chunk a new release replaced); a reload recovers. */
export function ConsoleError() {
  const error = useRouteError();
  const t = useT();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Stack gap="4" maxW="xl" align="flex-start">
      <Text as="h2" fontSize="2xl" fontWeight="bold">
        {t('api.error.title')}
      </Text>
      <Text color="fg.muted">{t('api.error.body')}</Text>
      <Button colorPalette="brand" onClick={() => window.location.reload()}>
        {t('api.error.reload')}
      </Button>
    </Stack>
  );
}
