import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow?: string;
  title: string;
  lead: string;
  children?: ReactNode;
}

/** The band at the top of an information page: a short line, the page's one h1, and its lead. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" pt={{ base: '10', md: '16' }} pb={{ base: '8', md: '12' }}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <Stack gap="4" maxW="3xl">
          {eyebrow ? (
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="wide" textTransform="uppercase">
              {eyebrow}
            </Text>
          ) : null}
          <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.15" letterSpacing="tight">
            {title}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {lead}
          </Text>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
