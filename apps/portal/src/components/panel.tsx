import { Card, Flex, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PanelProps {
  title: ReactNode;
  /** Links or buttons shown beside the title. */
  actions?: ReactNode;
  children: ReactNode;
  /** id of the title, for a region labelled by it. */
  titleId?: string;
}

/** A titled card: the building block of the signed-in screens. Titles are h2 under the header's h1. */
export function Panel({ title, actions, children, titleId }: PanelProps) {
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg="bg" borderRadius="xl" size={{ base: 'sm', md: 'md' }}>
      <Card.Header>
        <Flex gap="3" align="center" justify="space-between" wrap="wrap">
          <Heading as="h2" size="md" id={titleId}>
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
