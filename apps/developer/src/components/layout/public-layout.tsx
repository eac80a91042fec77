import { Box, Button, Flex, Heading } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { CHAT_LINK_CLEARANCE, ChatLink, HeaderChatLink, LanguageMenu, SkipLink } from '@mizani/ui';
import { Outlet } from 'react-router-dom';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageTitleId } from '../../hooks/use-page-title.ts';
import { env } from '../../lib/env.ts';
import { ConsoleBrand } from './brand.tsx';

const MAIN_ID = 'main-content';

/** The frame of the public console pages (the docs) for a visitor without a session. */
export function PublicLayout({ loginHref }: { loginHref: string }) {
  const t = useT();
  const title = t(usePageTitleId());
  useDocumentTitle(title);
  return (
    <Flex direction="column" minH="100dvh" bg="bg.subtle">
      <SkipLink targetId={MAIN_ID} label={t('api.skipToContent')} />
      <Flex as="header" h="16" px={{ base: '3', md: '6' }} gap={{ base: '2', md: '3' }} align="center" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
        <ConsoleBrand compact />
        <Heading as="h1" size={{ base: 'md', md: 'lg' }} truncate flex="1" minW="0">
          {title}
        </Heading>
        <HeaderChatLink href={env.chatUrl} />
        <LanguageMenu />
        <Button asChild colorPalette="brand" size="sm">
          <a href={loginHref}>{t('api.header.login')}</a>
        </Button>
      </Flex>
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" p={{ base: '4', md: '8' }} pb={CHAT_LINK_CLEARANCE} _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <ChatLink href={env.chatUrl} />
    </Flex>
  );
}
