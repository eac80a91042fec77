import { Menu, Portal } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { pinnedMenu } from '@mizani/ui';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { useSignOut } from './use-sign-out.ts';
import { UserTrigger } from './user-trigger.tsx';

/** The user menu itself (Dashboard, Profile, Log out), loaded on first use; it opens at once. */
export function UserMenuList({ name }: { name: string }) {
  const t = useT();
  const { signOut, pending } = useSignOut();
  return (
    <Menu.Root defaultOpen positioning={pinnedMenu('bottom-end')}>
      <Menu.Trigger asChild>
        <UserTrigger name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="dashboard" asChild>
              <RouterLink to={paths.dashboard.getHref()}>{t('nav.user.dashboard')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile.getHref()}>{t('nav.user.profile')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="logout" disabled={pending} onSelect={() => void signOut()}>
              {t('nav.user.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
