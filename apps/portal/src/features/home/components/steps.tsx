import { Box, Circle, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';

const STEPS: MessageId[] = ['home.steps.register', 'home.steps.verify', 'home.steps.send'];

export function Steps() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="steps-title" bg="bg.subtle" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Heading as="h2" id="steps-title" size={{ base: '2xl', md: '3xl' }} mb="10">
          {t('home.steps.title')}
        </Heading>
        <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="8">
          {STEPS.map((id, index) => (
            <Stack as="li" key={id} gap="4" listStyleType="none">
              <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden="true">
                {index + 1}
              </Circle>
              <Text fontSize="lg">{t(id)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
