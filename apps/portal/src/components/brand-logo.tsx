import { Box, HStack, Text } from '@chakra-ui/react';

/** The wordmark; the surrounding link carries the accessible name. */
export function BrandLogo() {
  return (
    <HStack gap="2" aria-hidden="true">
      <Box as="span" display="inline-flex" boxSize="8" borderRadius="lg" bg="brand.solid" alignItems="center" justifyContent="center">
        <svg viewBox="0 0 32 32" width="20" height="20" focusable="false">
          <path d="M7 23V9l9 8 9-8v14" fill="none" stroke="#0C2B25" strokeWidth="3.2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </Box>
      <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg" whiteSpace="nowrap">
        Mizani Pay
      </Text>
    </HStack>
  );
}
