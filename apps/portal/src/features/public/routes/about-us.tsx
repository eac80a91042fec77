import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { aboutText } from '@mizani/i18n/pages/about';
import { CheckIcon } from '@mizani/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { paths } from '../../../paths.ts';
import { OFFICES } from '../company.ts';
import { OfficeCard } from '../components/office-card.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { pageTextLoader } from '../../../lib/page-text.ts';

const OFFER: readonly { titleId: MessageId; bodyId: MessageId }[] = [
  { titleId: 'about.offer.transfers.title', bodyId: 'about.offer.transfers.body' },
  { titleId: 'about.offer.wallet.title', bodyId: 'about.offer.wallet.body' },
  { titleId: 'about.offer.fx.title', bodyId: 'about.offer.fx.body' },
  { titleId: 'about.offer.api.title', bodyId: 'about.offer.api.body' },
];

const SAFEGUARDS: readonly MessageId[] = ['about.trust.item1', 'about.trust.item2', 'about.trust.item3', 'about.trust.item4'];

function Section({ id, titleId, children, muted = false }: { id: string; titleId: MessageId; children: ReactNode; muted?: boolean }) {
  const t = useT();
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '10', md: '14' }} bg={muted ? 'bg.subtle' : undefined}>
      <Container maxW="5xl" px={{ base: '4', md: '6' }}>
        <Heading as="h2" id={id} size={{ base: 'xl', md: '2xl' }} mb="6">
          {t(titleId)}
        </Heading>
        {children}
      </Container>
    </Box>
  );
}

/** This page's own text comes with it (English) or loads before it draws (Chinese). */
export const loader = pageTextLoader(aboutText);

export function AboutUsRoute() {
  const t = useT();
  useDocumentTitle(t('about.documentTitle'));
  return (
    <>
      <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />
      <Section id="about-who" titleId="about.who.title">
        <Stack gap="4" maxW="3xl" fontSize={{ md: 'lg' }} lineHeight="tall">
          <Text>{t('about.who.p1')}</Text>
          <Text>{t('about.who.p2')}</Text>
        </Stack>
      </Section>
      <Section id="about-offer" titleId="about.offer.title" muted>
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="5" listStyleType="none">
          {OFFER.map((item) => (
            <Stack as="li" key={item.titleId} gap="2" p={{ base: '5', md: '6' }} bg="bg" borderWidth="1px" borderRadius="xl">
              <Heading as="h3" size="md">
                {t(item.titleId)}
              </Heading>
              <Text color="fg.muted">{t(item.bodyId)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="about-trust" titleId="about.trust.title">
        <Stack gap="5" maxW="3xl">
          <Text fontSize={{ md: 'lg' }} lineHeight="tall">
            {t('about.trust.p1')}
          </Text>
          <Stack as="ul" gap="3" listStyleType="none" ps="0">
            {SAFEGUARDS.map((id) => (
              <Flex as="li" key={id} gap="3" align="flex-start">
                <CheckIcon boxSize="5" color="brand.fg" mt="0.5" flexShrink="0" />
                <Text>{t(id)}</Text>
              </Flex>
            ))}
          </Stack>
        </Stack>
      </Section>
      <Section id="about-offices" titleId="about.offices.title" muted>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          {OFFICES.map((office) => (
            <OfficeCard key={office.id} office={office} />
          ))}
        </SimpleGrid>
      </Section>
      <Box as="section" aria-labelledby="about-cta" py={{ base: '10', md: '14' }}>
        <Container maxW="5xl" px={{ base: '4', md: '6' }}>
          <Stack gap="4" align="flex-start" maxW="2xl">
            <Heading as="h2" id="about-cta" size={{ base: 'xl', md: '2xl' }}>
              {t('about.cta.title')}
            </Heading>
            <Text color="fg.muted">{t('about.cta.body')}</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.contactUs.getHref()}>{t('about.cta.contact')}</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
