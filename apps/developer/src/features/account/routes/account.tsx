import { Box, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { useUserInfoQuery } from '@mizani/sdk/query';
import { api } from '../../../lib/api.ts';

/** User center: the console's landing page. Credentials and the access application build on it. */
export function AccountRoute() {
  const t = useT();
  const user = useUserInfoQuery(api);
  const name = user.data ? user.data.nickName || user.data.accountNo : undefined;
  return (
    <Stack gap="6" maxW="3xl">
      <Text color="fg.muted" fontSize="lg">
        {t('api.account.intro')}
      </Text>
      {name ? (
        <Box bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <Text fontWeight="medium">{t('api.account.signedInAs', { name })}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}
