import { Box, Button, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { contactText } from '@mizani/i18n/pages/contact';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { env } from '../../../lib/env.ts';
import { OFFICES, PRESS_EMAIL, PRIVACY_EMAIL, SUPPORT_EMAIL } from '../company.ts';
import { OfficeCard } from '../components/office-card.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { pageTextLoader } from '../../../lib/page-text.ts';

function Channel({ id, titleId, bodyId, children }: { id: string; titleId: MessageId; bodyId: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <Stack as="section" aria-labelledby={id} gap="3" p={{ base: '5', md: '6' }} borderWidth="1px" borderRadius="xl" bg="bg">
      <Heading as="h3" id={id} size="lg">
        {t(titleId)}
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {t(bodyId)}
      </Text>
      <Box mt="auto">{children}</Box>
    </Stack>
  );
}

/** This page's own text comes with it (English) or loads before it draws (Chinese). */
export const loader = pageTextLoader(contactText);

/** Contact us: real channels only (email, phone, chat, offices); there is no form that posts nowhere. */
export function ContactUsRoute() {
  const t = useT();
  useDocumentTitle(t('contact.documentTitle'));
  const kenya = OFFICES[0];
  const tanzania = OFFICES[1];
  return (
    <>
      <PageIntro eyebrow={t('contact.eyebrow')} title={t('contact.title')} lead={t('contact.lead')} />
      <Container maxW="5xl" px={{ base: '4', md: '6' }} pb={{ base: '12', md: '16' }}>
        <Stack gap={{ base: '10', md: '14' }}>
          <Box as="section" aria-labelledby="contact-channels">
            <Heading as="h2" id="contact-channels" size={{ base: 'xl', md: '2xl' }} mb="5">
              {t('contact.channels')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
              <Channel id="contact-email" titleId="contact.email.title" bodyId="contact.email.body">
                <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg" fontWeight="semibold" wordBreak="break-all">
                  {SUPPORT_EMAIL}
                </Link>
              </Channel>
              <Channel id="contact-phone" titleId="contact.phone.title" bodyId="contact.phone.body">
                <Stack as="dl" gap="1" fontSize="sm">
                  {[
                    { labelId: 'contact.phone.ke' as const, office: kenya },
                    { labelId: 'contact.phone.tz' as const, office: tanzania },
                  ].map(({ labelId, office }) =>
                    office ? (
                      <Box key={labelId} display="flex" gap="2" flexWrap="wrap">
                        <Text as="dt" fontWeight="semibold">
                          {t(labelId)}
                        </Text>
                        <Box as="dd">
                          <Link href={office.phoneHref} color="brand.fg" fontWeight="semibold">
                            {office.phone}
                          </Link>
                        </Box>
                      </Box>
                    ) : null,
                  )}
                </Stack>
              </Channel>
              <Channel id="contact-chat" titleId="contact.chat.title" bodyId="contact.chat.body">
                <Button asChild colorPalette="brand" size="md">
                  <a href={env.chatUrl} target="_blank" rel="noopener noreferrer">
                    {t('contact.chat.action')}
                  </a>
                </Button>
              </Channel>
            </SimpleGrid>
          </Box>

          <Box as="section" aria-labelledby="contact-offices">
            <Heading as="h2" id="contact-offices" size={{ base: 'xl', md: '2xl' }} mb="5">
              {t('contact.offices')}
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
              {OFFICES.map((office) => (
                <OfficeCard key={office.id} office={office} />
              ))}
            </SimpleGrid>
          </Box>

          <Box as="section" aria-labelledby="contact-other">
            <Heading as="h2" id="contact-other" size={{ base: 'xl', md: '2xl' }} mb="5">
              {t('contact.other')}
            </Heading>
            <Stack as="dl" gap="5">
              <Box>
                <Text as="dt" fontWeight="semibold">
                  {t('contact.other.press')}
                </Text>
                <Box as="dd">
                  <Link href={`mailto:${PRESS_EMAIL}`} color="brand.fg">
                    {PRESS_EMAIL}
                  </Link>
                </Box>
              </Box>
              <Box>
                <Text as="dt" fontWeight="semibold">
                  {t('contact.other.privacy')}
                </Text>
                <Box as="dd">
                  <Link href={`mailto:${PRIVACY_EMAIL}`} color="brand.fg">
                    {PRIVACY_EMAIL}
                  </Link>
                </Box>
              </Box>
              <Box>
                <Text as="dt" fontWeight="semibold">
                  {t('contact.other.complaints')}
                </Text>
                <Box as="dd" color="fg.muted">
                  <Text>{t('contact.other.complaintsBody')}</Text>
                  <Link href={`mailto:${SUPPORT_EMAIL}`} color="brand.fg">
                    {SUPPORT_EMAIL}
                  </Link>
                </Box>
              </Box>
            </Stack>
          </Box>
        </Stack>
      </Container>
    </>
  );
}
