import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { MessageId } from '@mizani/i18n';
import { useT } from '@mizani/i18n/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../paths.ts';

interface Topic {
  id: string;
  titleId: MessageId;
  paragraphs: MessageId[];
  /** A numbered list after the paragraphs. */
  steps?: MessageId[];
}

const TOPICS: Topic[] = [
  {
    id: 'verify',
    titleId: 'helpDocs.verify.title',
    paragraphs: ['helpDocs.verify.p1', 'helpDocs.verify.p2', 'helpDocs.verify.p3', 'helpDocs.verify.p4'],
  },
  { id: 'send', titleId: 'helpDocs.send.title', paragraphs: ['helpDocs.send.p1', 'helpDocs.send.p2', 'helpDocs.send.p3'] },
  {
    id: 'top-up',
    titleId: 'helpDocs.topUp.title',
    paragraphs: ['helpDocs.topUp.p1'],
    steps: ['helpDocs.topUp.step1', 'helpDocs.topUp.step2', 'helpDocs.topUp.step3', 'helpDocs.topUp.step4'],
  },
  { id: 'fees', titleId: 'helpDocs.fees.title', paragraphs: ['helpDocs.fees.p1', 'helpDocs.fees.p2'] },
  {
    id: 'security',
    titleId: 'helpDocs.security.title',
    paragraphs: ['helpDocs.security.p1', 'helpDocs.security.p2', 'helpDocs.security.p3', 'helpDocs.security.p4'],
  },
];

/** /home/docs: help for the portal (verifying, sending, topping up, fees, security). */
export function DocsRoute() {
  const t = useT();
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }}>
      <Stack gap="8" maxW="3xl">
        <Stack gap="4">
          <Text fontSize="lg" color="fg.muted">
            {t('helpDocs.intro')}
          </Text>
          <Box as="nav" aria-labelledby="docs-contents">
            <Heading as="h2" size="sm" id="docs-contents" mb="2">
              {t('helpDocs.contents')}
            </Heading>
            <List.Root ps="5" gap="1">
              {TOPICS.map((topic) => (
                <List.Item key={topic.id}>
                  <Link href={`#${topic.id}`} color="brand.fg">
                    {t(topic.titleId)}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
        </Stack>
        {TOPICS.map((topic) => (
          <Box as="section" key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} scrollMarginTop="20">
            <Heading as="h2" size="lg" id={`${topic.id}-title`} mb="3">
              {t(topic.titleId)}
            </Heading>
            <Stack gap="3" lineHeight="tall">
              {topic.paragraphs.map((id) => (
                <Text key={id}>{t(id)}</Text>
              ))}
              {topic.steps ? (
                <List.Root as="ol" ps="5" gap="2">
                  {topic.steps.map((id) => (
                    <List.Item key={id}>{t(id)}</List.Item>
                  ))}
                </List.Root>
              ) : null}
            </Stack>
          </Box>
        ))}
        <Box as="section" aria-labelledby="contact-title">
          <Heading as="h2" size="lg" id="contact-title" mb="3">
            {t('helpDocs.contact.title')}
          </Heading>
          <Text>
            {t('helpDocs.contact.p1')}{' '}
            <Link asChild color="brand.fg" fontWeight="medium">
              <RouterLink to={paths.contactUs.getHref()}>{t('helpDocs.contact.link')}</RouterLink>
            </Link>
          </Text>
        </Box>
      </Stack>
    </Box>
  );
}
