import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface StatusPageProps {
  /** A short line above the title, such as 'Error 404'. */
  code?: string;
  title: string;
  body: string;
  actions: ReactNode;
}

/** Layout shared by the 404, 401 and error pages: the code is part of the heading. */
export function StatusPage({ code, title, body, actions }: StatusPageProps) {
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} px={{ base: '4', md: '6' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" display="flex" flexDirection="column" gap="2">
          {code ? (
            <Text as="span" fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="wide" textTransform="uppercase">
              {code}
            </Text>
          ) : null}
          <Text as="span" fontSize={{ base: '3xl', md: '4xl' }} fontWeight="bold" lineHeight="short">
            {title}
          </Text>
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {body}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          {actions}
        </Stack>
      </Stack>
    </Container>
  );
}
