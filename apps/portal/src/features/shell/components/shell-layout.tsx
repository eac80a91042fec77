import { Box, Flex, IconButton, Link, Skeleton, Stack } from '@chakra-ui/react';
import { useLocale, useT } from '@mizani/i18n/react';
import { PanelIcon } from '@mizani/ui';
import { registerScreenRecipes } from '@mizani/ui/screen-recipes';
import { useState } from 'react';
import { Outlet, Link as RouterLink, ScrollRestoration } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link.tsx';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { paths } from '../../../paths.ts';
import { useShellMenus } from '../hooks/use-shell-menus.ts';
import { LoadingBar } from './loading-bar.tsx';
import { ShellHeader } from './shell-header.tsx';
import { SideMenu } from './side-menu.tsx';

// The signed-in screens draw dialogs, tables, avatars...: their styles arrive with this chunk.
registerScreenRecipes();

// Spec section 9: the side menu is 270 px wide in English, 200 px in Chinese, 80 px collapsed.
export const MENU_WIDTH = { en: '270px', zh: '200px', collapsed: '80px' } as const;

/** The frame of every /home screen: side menu (a drawer on phones), header, then the screen. */
export function ShellLayout() {
  const t = useT();
  const { locale } = useLocale();
  const [collapsed, setCollapsed] = useState(false);
  const user = useCurrentUser();
  const { menus, apiShortcut } = useShellMenus(user);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink />
      <LoadingBar />
      <Flex
        hideBelow="md"
        direction="column"
        flexShrink="0"
        w={collapsed ? MENU_WIDTH.collapsed : MENU_WIDTH[locale]}
        transition="width 0.2s"
        bg="bg"
        borderEndWidth="1px"
        position="sticky"
        top="0"
        h="100dvh"
        data-testid="side-menu-panel"
      >
        <Flex h="16" flexShrink="0" align="center" px={collapsed ? '0' : '5'} justify={collapsed ? 'center' : 'flex-start'} borderBottomWidth="1px">
          <Link asChild aria-label={t('shell.homeLink')} textDecoration="none" _hover={{ textDecoration: 'none' }} minW="0">
            <RouterLink to={paths.dashboard.getHref()}>
              <Box maxW={collapsed ? '8' : 'none'} overflow="hidden">
                <BrandLogo />
              </Box>
            </RouterLink>
          </Link>
        </Flex>
        <Box as="nav" aria-label={t('shell.nav.label')} flex="1" overflowY="auto" px={collapsed ? '2' : '3'} py="3">
          {user ? (
            <SideMenu menus={menus} collapsed={collapsed} />
          ) : (
            <Stack gap="3" px="2">
              <Skeleton height="8" />
              <Skeleton height="8" />
              <Skeleton height="8" />
            </Stack>
          )}
        </Box>
        <Flex p="3" justify={collapsed ? 'center' : 'flex-end'} borderTopWidth="1px">
          <IconButton
            variant="ghost"
            size="sm"
            aria-label={t(collapsed ? 'shell.nav.expand' : 'shell.nav.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          >
            <PanelIcon />
          </IconButton>
        </Flex>
      </Flex>
      <Flex direction="column" flex="1" minW="0">
        <ShellHeader user={user} menus={menus} apiShortcut={apiShortcut} />
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p={{ base: '3', md: '6', lg: '8' }} _focus={{ outline: 'none' }}>
          <Box maxW="6xl" mx="auto">
            <Outlet />
          </Box>
        </Box>
      </Flex>
      <ScrollRestoration />
    </Flex>
  );
}
