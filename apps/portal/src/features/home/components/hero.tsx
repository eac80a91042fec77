import { Box, Button, Container, Flex, Heading, HStack, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { ArrowRightIcon } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../paths.ts';

// Operator and scheme names are the same in every language.
const MOBILE_RAILS = ['M-Pesa', 'Airtel', 'Tigo', 'Halotel'] as const;
const BANK_RAILS = ['RTGS', 'Pesalink', 'TISS', 'TIPS'] as const;

function RailChip({ name }: { name: string }) {
  return (
    <Box as="li" listStyleType="none" px="3" py="1.5" borderRadius="full" borderWidth="1px" borderColor="brand.muted" bg="bg" fontSize="sm" fontWeight="medium">
      {name}
    </Box>
  );
}

function RailsCard() {
  const t = useT();
  const countries = [
    { id: 'ke', label: t('country.withDialCode', { country: t('country.ke'), dialCode: '254' }) },
    { id: 'tz', label: t('country.withDialCode', { country: t('country.tz'), dialCode: '255' }) },
  ];
  return (
    <Box as="section" aria-labelledby="rails-title" bg="bg" borderRadius="2xl" borderWidth="1px" boxShadow="lg" p={{ base: '5', md: '7' }}>
      <Heading as="h2" id="rails-title" size="md" mb="5">
        {t('home.rails.title')}
      </Heading>
      <Stack gap="5">
        <Stack gap="2">
          <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t('home.rails.mobile')}
          </Text>
          <Wrap as="ul" gap="2">
            {MOBILE_RAILS.map((name) => (
              <RailChip key={name} name={name} />
            ))}
          </Wrap>
        </Stack>
        <Stack gap="2">
          <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t('home.rails.bank')}
          </Text>
          <Wrap as="ul" gap="2">
            {BANK_RAILS.map((name) => (
              <RailChip key={name} name={name} />
            ))}
          </Wrap>
        </Stack>
        <Stack gap="2" pt="4" borderTopWidth="1px">
          <Text as="h3" fontSize="sm" fontWeight="semibold" color="fg.muted">
            {t('home.rails.countries')}
          </Text>
          <HStack as="ul" gap="3" flexWrap="wrap">
            {countries.map((country) => (
              <Box as="li" key={country.id} listStyleType="none" fontWeight="semibold">
                {country.label}
              </Box>
            ))}
          </HStack>
        </Stack>
      </Stack>
    </Box>
  );
}

export function Hero() {
  const t = useT();
  return (
    <Box bgGradient="to-b" gradientFrom="brand.50" gradientTo="bg" pt={{ base: '10', md: '20' }} pb={{ base: '12', md: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Stack gap="6">
            <Text fontSize="sm" fontWeight="semibold" color="brand.fg" letterSpacing="wide" textTransform="uppercase">
              {t('home.hero.eyebrow')}
            </Text>
            <Heading as="h1" fontSize={{ base: '4xl', md: '5xl', xl: '6xl' }} lineHeight="1.1" letterSpacing="tight">
              {t('home.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="xl">
              {t('home.hero.body')}
            </Text>
            <Flex direction={{ base: 'column', sm: 'row' }} gap="3">
              <Button asChild colorPalette="brand" size="xl">
                <RouterLink to={paths.register.getHref()}>
                  {t('home.hero.primaryCta')}
                  <ArrowRightIcon />
                </RouterLink>
              </Button>
              <Button asChild variant="outline" size="xl" bg="bg">
                <a href={paths.developerConsole.getHref()}>{t('home.hero.businessCta')}</a>
              </Button>
            </Flex>
          </Stack>
          <RailsCard />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
