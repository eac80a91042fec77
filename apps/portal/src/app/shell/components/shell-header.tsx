import { Box, Button, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import type { MenuItem } from '@mizani/sdk/permissions';
import { LanguageMenu, WalletIcon } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { usePermissions } from '../../../hooks/use-permissions.ts';
import { paths } from '../../../paths.ts';
import { usePageTitleId } from '../../route-handle.ts';
import { CodeIcon } from './menu-icons.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { NoticeBell } from './notice-bell.tsx';
import { UserMenu } from './user-menu.tsx';

interface ShellHeaderProps {
  user: UserInfo | undefined;
  menus: MenuItem[];
  apiShortcut: boolean;
}

/** Page title, API-service shortcut, language menu, wallet link, notifications and user menu (spec section 2). */
export function ShellHeader({ user, menus, apiShortcut }: ShellHeaderProps) {
  const t = useT();
  const title = t(usePageTitleId());
  useDocumentTitle(title);
  const apiHref = paths.developerConsole.getHref();
  const { canVisit } = usePermissions();
  const wallet = canVisit(paths.wallet.path);
  // Staff see the bell only where their role lets them open the notice page.
  const notices = user ? canVisit(paths.notice.path) : false;
  return (
    <Flex as="header" h="16" px={{ base: '2', md: '6' }} gap={{ base: '1', md: '2' }} align="center" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <MobileMenu menus={menus} />
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} truncate flex="1" minW="0" ps={{ base: '1', md: '0' }}>
        {title}
      </Heading>
      {apiShortcut ? (
        <>
          <Button asChild variant="ghost" size="sm" hideBelow="lg">
            <a href={apiHref}>
              <CodeIcon />
              {t('menu.homeApi')}
            </a>
          </Button>
          <IconButton asChild variant="ghost" size="sm" hideFrom="lg" aria-label={t('menu.homeApi')}>
            <a href={apiHref}>
              <CodeIcon />
            </a>
          </IconButton>
        </>
      ) : null}
      <Box hideBelow="md">
        <LanguageMenu />
      </Box>
      {wallet ? (
        <>
          <Button asChild variant="ghost" size="sm" hideBelow="lg">
            <RouterLink to={paths.wallet.getHref()}>
              <WalletIcon />
              {t('shell.header.wallet')}
            </RouterLink>
          </Button>
          <IconButton asChild variant="ghost" size="sm" hideFrom="lg" aria-label={t('shell.header.wallet')}>
            <RouterLink to={paths.wallet.getHref()}>
              <WalletIcon />
            </RouterLink>
          </IconButton>
        </>
      ) : null}
      {notices ? <NoticeBell /> : null}
      {user ? <UserMenu user={user} /> : null}
    </Flex>
  );
}
