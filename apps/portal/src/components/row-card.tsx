import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface RowCardProps {
  title: ReactNode;
  /** Beside the title, e.g. a status badge. */
  badge: ReactNode;
  /** One muted line under the title. */
  summary: ReactNode;
  actions: ReactNode;
}

/** A list row as a card on a phone: title and status, one line of detail, then its buttons. */
export function RowCard({ title, badge, summary, actions }: RowCardProps) {
  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="2" mb="1" wrap="wrap">
        <Text fontWeight="semibold" wordBreak="break-word">
          {title}
        </Text>
        {badge}
      </Flex>
      <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
        {summary}
      </Text>
      <Box mt="2">{actions}</Box>
    </>
  );
}
