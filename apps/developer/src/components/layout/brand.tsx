import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';

/** Logo and console name; `compact` keeps only the mark, for the collapsed menu. */
export function ConsoleBrand({ compact = false }: { compact?: boolean }) {
  const t = useT();
  return (
    <HStack gap="2" minW="0">
      <Box as="span" display="inline-flex" flexShrink="0" boxSize="8" borderRadius="lg" bg="brand.solid" alignItems="center" justifyContent="center" aria-hidden="true">
        <svg viewBox="0 0 32 32" width="20" height="20" focusable="false">
          <path d="M7 23V9l9 8 9-8v14" fill="none" stroke="#0C2B25" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Box>
      <Stack gap="0" minW="0" srOnly={compact || undefined}>
        <Text as="span" fontWeight="bold" lineHeight="short" truncate>
          Mizani Pay{' '}
        </Text>
        <Text as="span" fontSize="xs" color="fg.muted" lineHeight="short" truncate>
          {t('api.consoleName')}
        </Text>
      </Stack>
    </HStack>
  );
}
