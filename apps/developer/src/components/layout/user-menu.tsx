import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { logoutMutation } from '@mizani/sdk/query';
import { ChevronDownIcon, notify, pinnedMenu, UserIcon } from '@mizani/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { portal } from '../../paths.ts';

/** Long enough to read 'Exit Success!' before the page changes. */
export const LOGOUT_NOTICE_MS = 1200;

interface UserMenuProps {
  displayName: string | undefined;
  leaveApp: (href: string) => void;
}

/** Profile and Log out (spec section 2). */
export function UserMenu({ displayName, leaveApp }: UserMenuProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const name = displayName ?? t('api.header.account');
  const logout = useMutation({
    ...logoutMutation(api, queryClient),
    // The session is cleared whatever the server answers, so a failed call is not worth an error.
    mutationFn: () => api.user.logout({ silent: true }),
  });

  const signOut = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        notify({ type: 'success', message: t('sdk.logoutSuccess') });
        window.setTimeout(() => leaveApp('/login'), LOGOUT_NOTICE_MS);
      },
    });
  };

  return (
    <Menu.Root positioning={pinnedMenu('bottom-end')}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('api.header.userMenu', { name })} maxW={{ base: '10', md: '56' }} px={{ base: '0', md: '3' }}>
          <UserIcon />
          <Text as="span" truncate hideBelow="md">
            {name}
          </Text>
          <ChevronDownIcon hideBelow="md" />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="profile" asChild>
              <a href={portal.profile()}>{t('api.header.profile')}</a>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={signOut} disabled={logout.isPending}>
              {t('api.header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
