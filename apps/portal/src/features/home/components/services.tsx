import { Box, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { ArrowRightIcon } from '@mizani/ui';
import { paths, SERVICE_SECTION } from '../../../paths.ts';

interface Service {
  /** Anchor the header's "Our service" menu points at. */
  anchor?: string;
  titleId: MessageId;
  bodyId: MessageId;
  link?: { labelId: MessageId; href: string };
}

const SERVICES: Service[] = [
  { anchor: SERVICE_SECTION.globalService, titleId: 'nav.globalService', bodyId: 'home.global.body' },
  { titleId: 'home.domestic.title', bodyId: 'home.domestic.body' },
  { anchor: SERVICE_SECTION.fx, titleId: 'home.fx.title', bodyId: 'home.fx.body' },
  {
    titleId: 'home.api.title',
    bodyId: 'home.api.body',
    link: { labelId: 'home.api.cta', href: paths.developerConsole.getHref() },
  },
];

export function Services() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="services-title" py={{ base: '12', md: '16' }}>
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Stack gap="3" mb="10" maxW="2xl">
          <Heading as="h2" id="services-title" size={{ base: '2xl', md: '3xl' }}>
            {t('nav.ourService')}
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            {t('home.services.subtitle')}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          {SERVICES.map((service) => (
            <Stack
              key={service.titleId}
              as="article"
              id={service.anchor}
              scrollMarginTop="24"
              gap="3"
              p={{ base: '5', md: '7' }}
              borderRadius="xl"
              borderWidth="1px"
              bg="bg"
              _target={{ borderColor: 'brand.solid', boxShadow: 'md' }}
            >
              <Box w="10" h="1" borderRadius="full" bg="brand.solid" />
              <Heading as="h3" size="lg">
                {t(service.titleId)}
              </Heading>
              <Text color="fg.muted">{t(service.bodyId)}</Text>
              {service.link ? (
                <Link href={service.link.href} color="brand.fg" fontWeight="semibold" mt="auto">
                  {t(service.link.labelId)}
                  <ArrowRightIcon boxSize="4" ms="1" />
                </Link>
              ) : null}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
