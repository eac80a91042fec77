import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { UserInfo } from '@mizani/sdk';
import { ChevronDownIcon, pinnedMenu } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { displayNameOf } from '../../../lib/user-display.ts';
import { paths } from '../../../paths.ts';
import { useLogout } from '../hooks/use-logout.ts';

/** The header's user menu: avatar and nickname, with Profile, the operation log and Log out. */
export function UserMenu({ user }: { user: UserInfo }) {
  const t = useT();
  const { logout, pending } = useLogout();
  const name = displayNameOf(user);
  return (
    <Menu.Root positioning={pinnedMenu('bottom-end')}>
      <Menu.Trigger asChild>
        <Button variant="ghost" h="auto" minH="11" py="1" px={{ base: '1', md: '2' }} gap="2" maxW={{ base: '14', md: '64' }}>
          <UserAvatar fileId={user.avatar} name={name} />
          {/* The name is the button's accessible name; on phones only the avatar shows. */}
          <Text as="span" truncate fontWeight="medium" srOnly={{ base: true, md: false }} data-testid="user-menu-name">
            {name}
          </Text>
          <ChevronDownIcon hideBelow="md" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile.getHref()}>{t('shell.header.profile')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="operationLog" asChild>
              <RouterLink to={paths.operationLog.getHref()}>{t('shell.header.operationLog')}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" onSelect={() => void logout()} disabled={pending}>
              {t('shell.header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
