import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import { DrawerChatLink } from '@mizani/ui';
import { SideMenuDrawer } from '@mizani/ui/mobile-menu';
import { useLocation } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { env } from '../../../lib/env.ts';
import { SideMenu } from './side-menu.tsx';

/** On phones (below 768 px) the side menu, the language menu and the chat link live in a drawer opened from the header. */
export function MobileMenu({ menus }: { menus: MenuItem[] }) {
  const t = useT();
  const { pathname } = useLocation();
  const label = t('shell.nav.label');
  return (
    <SideMenuDrawer closeOn={pathname} openLabel={t('shell.nav.open')} closeLabel={t('shell.nav.close')} navLabel={label} brand={<BrandLogo />} titleLabel={label} footer={<DrawerChatLink href={env.chatUrl} />}>
      <SideMenu menus={menus} />
    </SideMenuDrawer>
  );
}
