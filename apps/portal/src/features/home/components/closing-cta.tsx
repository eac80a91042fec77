import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../paths.ts';

export function ClosingCta() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: '14', md: '20' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ md: 'center' }}
          justify="space-between"
          gap="6"
          bg="brand.950"
          color="white"
          borderRadius="2xl"
          p={{ base: '6', md: '10' }}
        >
          <Stack gap="2">
            <Heading as="h2" id="cta-title" size={{ base: 'xl', md: '2xl' }} color="white">
              {t('home.cta.title')}
            </Heading>
            <Text color="brand.100">{t('home.cta.body')}</Text>
          </Stack>
          <Flex direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.register.getHref()}>{t('home.hero.primaryCta')}</RouterLink>
            </Button>
            <Button asChild variant="outline" size="lg" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }}>
              <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
            </Button>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
