import { Box, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { useEffect, useState } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { paths } from '../../../paths.ts';
import { DOC_TOPICS, type DocTopic, isDocTopic, loadTopic, TOPIC_TITLES } from '../topics.ts';

function TopicNav({ current }: { current: DocTopic | null }) {
  const t = useT();
  return (
    <Box as="nav" aria-label={t('api.docs.navLabel')}>
      <Stack as="ul" gap="1" listStyleType="none" direction={{ base: 'row', lg: 'column' }} wrap="wrap">
        {DOC_TOPICS.map((topic) => (
          <li key={topic}>
            <Link
              asChild
              display="block"
              px="3"
              py="1.5"
              borderRadius="md"
              color="fg.muted"
              fontWeight="medium"
              textDecoration="none"
              _hover={{ bg: 'bg.muted', color: 'fg' }}
              _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
            >
              <NavLink to={paths.docs.getHref(topic)} aria-current={current === topic ? 'page' : undefined}>
                {t(TOPIC_TITLES[topic])}
              </NavLink>
            </Link>
          </li>
        ))}
      </Stack>
    </Box>
  );
}

function Overview() {
  const t = useT();
  return (
    <Stack gap="4">
      <Text as="h2" fontSize="2xl" fontWeight="bold">
        {t('api.docs.overview.title')}
      </Text>
      <Text>{t('api.docs.overview.intro')}</Text>
      <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
        <li>{t('api.docs.overview.step1')}</li>
        <li>{t('api.docs.overview.step2')}</li>
        <li>{t('api.docs.overview.step3')}</li>
        <li>{t('api.docs.overview.step4')}</li>
      </Stack>
      <Text>{t('api.docs.overview.openapi')}</Text>
    </Stack>
  );
}

function TopicPage({ topic }: { topic: DocTopic }) {
  const t = useT();
  const { locale } = useLocale();
  const [page, setPage] = useState<{ key: string; Content: MDXContent; components: MDXComponents } | null>(null);
  const [failed, setFailed] = useState(false);
  const key = `${locale}/${topic}`;
  useEffect(() => {
    let live = true;
    setFailed(false);
    // The pages' components (code samples, the try-it panel, the live tables) load with a topic,
    // so the overview a first visit opens on does not wait for them.
    Promise.all([loadTopic(topic, locale), import('../components/mdx-components.tsx')]).then(
      ([Content, { mdxComponents: components }]) => live && setPage({ key, Content, components }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [topic, locale, key]);
  if (failed) return <Text>{t('api.error.body')}</Text>;
  if (!page || page.key !== key) return <Spinner color="brand.solid" aria-label={t('api.loading')} />;
  const { Content, components } = page;
  return (
    <Box as="article" lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <Content components={components} />
    </Box>
  );
}

/** /homeApi/docs and /homeApi/docs/:topic: readable signed out; the try-it panel needs keys. */
export function DocsRoute() {
  const { topic } = useParams();
  const current = isDocTopic(topic) ? topic : null;
  const t = useT();
  return (
    <Flex gap={{ base: '4', lg: '8' }} direction={{ base: 'column', lg: 'row' }} align={{ base: 'stretch', lg: 'flex-start' }} maxW="7xl" minW="0">
      <Box flexShrink="0" w={{ base: 'full', lg: '60' }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
        <TopicNav current={current} />
      </Box>
      <Box flex="1" minW="0" w="full" maxW="4xl" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }}>
        {current ? <TopicPage topic={current} /> : topic ? <Text>{t('api.notFound.body')}</Text> : <Overview />}
      </Box>
    </Flex>
  );
}
