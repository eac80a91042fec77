import { Box, Button, Flex, Heading, IconButton } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import { LanguageMenu, WalletIcon } from '@mizani/ui';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { usePageTitleId } from '../../hooks/use-page-title.ts';
import { portal } from '../../paths.ts';
import { CredentialsDialog } from '../credentials/credentials-dialog.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import type { ApiMenusStatus } from './use-api-menus.ts';
import { UserMenu } from './user-menu.tsx';

interface ConsoleHeaderProps {
  menus: MenuItem[];
  status: ApiMenusStatus;
  displayName: string | undefined;
  leaveApp: (href: string) => void;
}

/** Page title, language menu, wallet link and user menu (spec section 2, header and menu). */
export function ConsoleHeader({ menus, status, displayName, leaveApp }: ConsoleHeaderProps) {
  const t = useT();
  const title = t(usePageTitleId());
  useDocumentTitle(title);
  return (
    <Flex as="header" h="16" px={{ base: '3', md: '6' }} gap="2" align="center" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <MobileMenu menus={menus} status={status} />
      <Heading as="h1" size={{ base: 'md', md: 'lg' }} truncate flex="1" minW="0">
        {title}
      </Heading>
      <CredentialsDialog />
      <Box hideBelow="md">
        <LanguageMenu />
      </Box>
      <Button asChild variant="ghost" size="sm" hideBelow="md">
        <a href={portal.wallet()}>
          <WalletIcon />
          {t('api.header.wallet')}
        </a>
      </Button>
      <IconButton asChild variant="ghost" size="sm" hideFrom="md" aria-label={t('api.header.wallet')}>
        <a href={portal.wallet()}>
          <WalletIcon />
        </a>
      </IconButton>
      <UserMenu displayName={displayName} leaveApp={leaveApp} />
    </Flex>
  );
}
