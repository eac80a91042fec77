import { Box, Flex, Link, Skeleton, Stack } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { hasToken } from '@mizani/sdk';
import { healthQuery } from '@mizani/sdk/query';
import { CHAT_LINK_CLEARANCE, ChatLink, SidePanel } from '@mizani/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { MotionRoot } from '../../../components/motion.tsx';
import { SandboxBanner } from '../../../components/sandbox-banner.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { api } from '../../../lib/api.ts';
import { env } from '../../../lib/env.ts';
import { waitAtMost } from '../../../lib/route-data.ts';
import { paths } from '../../../paths.ts';
import { useShellMenus } from '../hooks/use-shell-menus.ts';
import { LoadingBar } from './loading-bar.tsx';
import { noticeCountQuery } from './notice-bell.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SideMenu } from './side-menu.tsx';

/**
 * What the shell itself draws from the server before the first paint of a /home page: whether it
 * is a sandbox server. The `/home` route's loader waits for it (router.tsx), beside the session
 * check, so the sandbox banner is there from the first paint instead of pushing the screen down
 * when the answer comes (a layout shift of about 0.2 on a phone). It never fails: without an
 * answer the shell draws without the banner.
 */
export const startShellQueries = async (queryClient: QueryClient) => {
  // Without a session the guard sends the visitor to log in: nothing is asked.
  if (!hasToken()) return;
  // The header's unread count goes out with the page's other requests, not once the header has
  // drawn (a second round of requests and renders after the first paint); the paint waits for it only a moment.
  await Promise.all([queryClient.prefetchQuery(healthQuery(api)), waitAtMost(queryClient.prefetchQuery(noticeCountQuery()))]);
};

/** The frame of every /home screen: side menu (from 768 px; a drawer on phones), header, then the screen. */
export function ShellLayout() {
  const t = useT();
  const [collapsed, setCollapsed] = useState(false);
  const user = useCurrentUser();
  const { menus, apiShortcut } = useShellMenus(user);

  return (
    <MotionRoot>
      <Flex minH="100dvh" bg="bg.subtle">
        <SkipLink />
        <LoadingBar />
        <SidePanel
          collapsed={collapsed}
          onToggle={() => setCollapsed((value) => !value)}
          navLabel={t('shell.nav.label')}
          toggleLabel={t(collapsed ? 'shell.nav.expand' : 'shell.nav.collapse')}
          brand={
            <Link asChild aria-label={t('shell.homeLink')} textDecoration="none" _hover={{ textDecoration: 'none' }} minW="0">
              <RouterLink to={paths.dashboard.getHref()}>
                <Box maxW={collapsed ? '8' : 'none'} overflow="hidden">
                  <BrandLogo />
                </Box>
              </RouterLink>
            </Link>
          }
        >
          {user ? (
            <SideMenu menus={menus} collapsed={collapsed} />
          ) : (
            <Stack gap="3" px="2">
              <Skeleton height="8" />
              <Skeleton height="8" />
              <Skeleton height="8" />
            </Stack>
          )}
        </SidePanel>
        <Flex direction="column" flex="1" minW="0">
          <ShellHeader user={user} menus={menus} apiShortcut={apiShortcut} />
          <SandboxBanner user={user} />
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p={{ base: '3', md: '6', lg: '8' }} pb={CHAT_LINK_CLEARANCE} _focus={{ outline: 'none' }}>
            <Box maxW="6xl" mx="auto">
              <Outlet />
            </Box>
          </Box>
        </Flex>
        <ChatLink href={env.chatUrl} />
        <ScrollRestoration />
      </Flex>
    </MotionRoot>
  );
}
