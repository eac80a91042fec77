import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Given when the heading should take the focus as the card's content changes (steps). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the login, sign-up and recovery screens: one narrow card, full width on a phone. */
export function AuthCard({ title, subtitle, headingRef, children, footer }: AuthCardProps) {
  return (
    <Box bg="bg.subtle" py={{ base: '6', md: '16' }} minH="full">
      <Container maxW="md" px={{ base: '3', sm: '4', md: '6' }}>
        <Stack gap="6" bg="bg" borderWidth="1px" borderRadius="2xl" boxShadow="sm" p={{ base: '5', md: '8' }}>
          <Stack gap="2">
            <Heading as="h1" size="2xl" ref={headingRef} tabIndex={headingRef ? -1 : undefined} _focus={{ outline: 'none' }}>
              {title}
            </Heading>
            {subtitle ? <Text color="fg.muted">{subtitle}</Text> : null}
          </Stack>
          {children}
          {footer ? (
            <Stack gap="3" fontSize="sm">
              {footer}
            </Stack>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
