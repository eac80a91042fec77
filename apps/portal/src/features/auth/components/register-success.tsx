import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { CheckIcon } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';

interface RegisterSuccessProps {
  accountNo: string;
  loginHref: string;
}

/** The register-success screen: the new account number and the way to log in. */
export function RegisterSuccess({ accountNo, loginHref }: RegisterSuccessProps) {
  const t = useT();
  return (
    <Stack gap="6">
      <Stack gap="3" align="center" textAlign="center" bg="brand.50" borderRadius="xl" p="5">
        <Box as="span" display="inline-flex" boxSize="12" borderRadius="full" bg="brand.solid" color="brand.contrast" alignItems="center" justifyContent="center">
          <CheckIcon boxSize="7" />
        </Box>
        <Stack gap="1">
          <Text fontSize="sm" color="fg.muted" id="account-number-label">
            {t('auth.register.success.accountNo')}
          </Text>
          <Text
            aria-labelledby="account-number-label"
            fontSize="2xl"
            fontWeight="bold"
            letterSpacing="wider"
            fontFamily="mono"
            wordBreak="break-all"
            data-testid="account-number"
          >
            {accountNo}
          </Text>
        </Stack>
      </Stack>
      <Text color="fg.muted">{t('auth.register.success.next')}</Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={loginHref}>{t('auth.register.success.login')}</RouterLink>
      </Button>
    </Stack>
  );
}
