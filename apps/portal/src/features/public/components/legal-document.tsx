import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useFormatDate, useT } from '@mizani/i18n/react';
import { PageIntro } from './page-intro.tsx';

export interface LegalSection {
  /** The anchor of the section, also used by the table of contents. */
  id: string;
  titleId: MessageId;
  /** Paragraphs before the list. */
  paragraphs?: readonly MessageId[];
  items?: readonly MessageId[];
  /** Paragraphs after the list. */
  after?: readonly MessageId[];
}

interface LegalDocumentProps {
  titleId: MessageId;
  leadId: MessageId;
  /** ISO date of the current version. */
  updated: string;
  sections: readonly LegalSection[];
}

/** A legal page (privacy notice, terms): title, date of the version, contents, numbered sections. */
export function LegalDocument({ titleId, leadId, updated, sections }: LegalDocumentProps) {
  const t = useT();
  const formatDate = useFormatDate();
  const date = formatDate(`${updated}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Africa/Nairobi' });
  return (
    <>
      <PageIntro title={t(titleId)} lead={t(leadId)}>
        <Text fontSize="sm" color="fg.muted">
          <time dateTime={updated}>{t('public.lastUpdated', { date })}</time>
        </Text>
      </PageIntro>
      <Container maxW="5xl" px={{ base: '4', md: '6' }} pb={{ base: '12', md: '16' }}>
        <Stack direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="flex-start">
          <Box as="nav" aria-labelledby="toc-title" flexShrink="0" w={{ base: 'full', lg: '64' }} position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Text id="toc-title" fontWeight="semibold" mb="3">
              {t('public.onThisPage')}
            </Text>
            <Stack as="ol" gap="2" ps="5" fontSize="sm" listStyleType="decimal">
              {sections.map((section) => (
                <Box as="li" key={section.id}>
                  <Link href={`#${section.id}`} color="brand.fg">
                    {t(section.titleId)}
                  </Link>
                </Box>
              ))}
            </Stack>
          </Box>
          <Stack as="ol" gap="10" flex="1" minW="0" listStyleType="none" ps="0">
            {sections.map((section, index) => (
              <Stack as="li" key={section.id} id={section.id} scrollMarginTop="24" gap="3">
                <Heading as="h2" size="xl">
                  {index + 1}. {t(section.titleId)}
                </Heading>
                {section.paragraphs?.map((id) => (
                  <Text key={id} lineHeight="tall">
                    {t(id)}
                  </Text>
                ))}
                {section.items ? (
                  <Stack as="ul" gap="2" ps="5" lineHeight="tall" listStyleType="disc">
                    {section.items.map((id) => (
                      <Box as="li" key={id}>
                        {t(id)}
                      </Box>
                    ))}
                  </Stack>
                ) : null}
                {section.after?.map((id) => (
                  <Text key={id} lineHeight="tall">
                    {t(id)}
                  </Text>
                ))}
              </Stack>
            ))}
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
