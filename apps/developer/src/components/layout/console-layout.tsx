import { Box, Button, Flex, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { CHAT_LINK_CLEARANCE, ChatLink, SidePanel, SkipLink } from '@mizani/ui';
import { useState } from 'react';
import { Outlet, Link as RouterLink, useLoaderData, useLocation } from 'react-router-dom';
import { env } from '../../lib/env.ts';
import type { SessionGuardData } from '../../lib/session/require-session.ts';
import { paths } from '../../paths.ts';
import { ConsoleBrand } from './brand.tsx';
import { SandboxBanner } from '../sandbox-banner.tsx';
import { ConsoleHeader } from './console-header.tsx';
import { PublicLayout } from './public-layout.tsx';
import { routeAccess } from './route-access.ts';
import { RedirectingPage } from './redirecting-page.tsx';
import { SideMenu } from './side-menu.tsx';
import { useApiMenus } from './use-api-menus.ts';

const MAIN_ID = 'main-content';

/** A screen the API menu does not grant this user (not approved, or a staff permission missing). */
function NoAccess() {
  const t = useT();
  return (
    <Stack gap="4" maxW="xl" align="flex-start" role="status">
      <Text fontSize="xl" fontWeight="semibold">
        {t('error.code.1000')}
      </Text>
      <Text color="fg.muted">{t('api.noAccess.body')}</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to={paths.account.getHref()}>{t('api.notFound.back')}</RouterLink>
      </Button>
    </Stack>
  );
}

function SignedInLayout({ leaveApp }: { leaveApp: (href: string) => void }) {
  const t = useT();
  const [collapsed, setCollapsed] = useState(false);
  const { menus, status, displayName } = useApiMenus();
  const access = routeAccess(useLocation().pathname, menus, status);

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <SkipLink targetId={MAIN_ID} label={t('api.skipToContent')} />
      <SidePanel
        collapsed={collapsed}
        onToggle={() => setCollapsed((value) => !value)}
        navLabel={t('api.nav.label')}
        toggleLabel={t(collapsed ? 'api.nav.expand' : 'api.nav.collapse')}
        brand={
          <Link asChild textDecoration="none" _hover={{ textDecoration: 'none' }} minW="0">
            <RouterLink to={paths.account.getHref()}>
              <ConsoleBrand compact={collapsed} />
            </RouterLink>
          </Link>
        }
      >
        <SideMenu menus={menus} status={status} collapsed={collapsed} />
      </SidePanel>
      <Flex direction="column" flex="1" minW="0">
        <ConsoleHeader menus={menus} status={status} displayName={displayName} leaveApp={leaveApp} />
        <SandboxBanner />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" p={{ base: '4', md: '8' }} pb={CHAT_LINK_CLEARANCE} _focus={{ outline: 'none' }}>
          {access === 'allowed' ? <Outlet /> : access === 'denied' ? <NoAccess /> : <Spinner color="brand.solid" aria-label={t('api.loading')} />}
        </Box>
      </Flex>
      <ChatLink href={env.chatUrl} />
    </Flex>
  );
}

/** Frame of every console page; without a session it only explains the way to the login. */
export function ConsoleLayout({ leaveApp }: { leaveApp: (href: string) => void }) {
  const session = useLoaderData() as SessionGuardData;
  if (!session.signedIn && 'publicPage' in session) return <PublicLayout loginHref={session.loginHref} />;
  if (!session.signedIn) return <RedirectingPage loginHref={session.loginHref} />;
  return <SignedInLayout leaveApp={leaveApp} />;
}
