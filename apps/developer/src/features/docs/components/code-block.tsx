import { Box, HStack, Text } from '@chakra-ui/react';
import { CopyButton } from '../../../components/copy-button.tsx';

/** Preformatted code with a copy button; `label` names it for the button. */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    <Box position="relative" borderWidth="1px" borderRadius="lg" bg="gray.900" color="gray.50" overflow="hidden">
      <HStack justify="space-between" px="3" py="1.5" bg="gray.800">
        <Text fontSize="xs" color="gray.200" fontWeight="medium">
          {label}
        </Text>
        <Box bg="white" borderRadius="md">
          <CopyButton value={code} label={label} />
        </Box>
      </HStack>
      <Box as="pre" m="0" p="4" overflowX="auto" fontSize="sm" lineHeight="tall" tabIndex={0}>
        <code>{code}</code>
      </Box>
    </Box>
  );
}
