import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useFormatDate, useT } from '@mizani/i18n/react';
import { pressText } from '@mizani/i18n/pages/press';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { PRESS_EMAIL } from '../company.ts';
import { PageIntro } from '../components/page-intro.tsx';
import { pageTextLoader } from '../../../lib/page-text.ts';

interface PressRelease {
  id: string;
  /** ISO date of publication. */
  date: string;
  titleId: MessageId;
  bodyId: MessageId;
}

/** Newest first. */
export const PRESS_RELEASES: readonly PressRelease[] = [
  { id: 'dar-es-salaam-office', date: '2026-03-02', titleId: 'press.r1.title', bodyId: 'press.r1.body' },
  { id: 'payments-api', date: '2026-01-20', titleId: 'press.r2.title', bodyId: 'press.r2.body' },
  { id: 'cross-border-minutes', date: '2025-11-04', titleId: 'press.r3.title', bodyId: 'press.r3.body' },
  { id: 'bank-transfers', date: '2025-08-18', titleId: 'press.r4.title', bodyId: 'press.r4.body' },
];

/** This page's own text comes with it (English) or loads before it draws (Chinese). */
export const loader = pageTextLoader(pressText);

export function PressRoute() {
  const t = useT();
  const formatDate = useFormatDate();
  useDocumentTitle(t('press.documentTitle'));
  return (
    <>
      <PageIntro eyebrow={t('press.eyebrow')} title={t('press.title')} lead={t('press.lead')} />
      <Container maxW="5xl" px={{ base: '4', md: '6' }} pb={{ base: '12', md: '16' }}>
        <Stack as="ol" aria-label={t('press.list')} gap="6" listStyleType="none" ps="0">
          {PRESS_RELEASES.map((release) => (
            <Box as="li" key={release.id}>
              <Stack as="article" aria-labelledby={`press-${release.id}`} gap="3" p={{ base: '5', md: '7' }} borderWidth="1px" borderRadius="xl">
                <Text fontSize="sm" fontWeight="semibold" color="brand.fg">
                  <time dateTime={release.date}>
                    {formatDate(`${release.date}T12:00:00Z`, { dateStyle: 'long', timeZone: 'Africa/Nairobi' })}
                  </time>
                </Text>
                <Heading as="h2" id={`press-${release.id}`} size={{ base: 'lg', md: 'xl' }}>
                  {t(release.titleId)}
                </Heading>
                <Text color="fg.muted" lineHeight="tall">
                  {t(release.bodyId)}
                </Text>
              </Stack>
            </Box>
          ))}
        </Stack>
        <Stack as="section" aria-labelledby="press-media" gap="2" mt="12" p={{ base: '5', md: '7' }} bg="bg.subtle" borderRadius="xl">
          <Heading as="h2" id="press-media" size="lg">
            {t('press.media.title')}
          </Heading>
          <Text color="fg.muted">{t('press.media.body')}</Text>
          <Link href={`mailto:${PRESS_EMAIL}`} color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
            {PRESS_EMAIL}
          </Link>
        </Stack>
      </Container>
    </>
  );
}
