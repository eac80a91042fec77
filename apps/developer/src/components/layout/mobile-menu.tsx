import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import { DrawerChatLink } from '@mizani/ui';
import { SideMenuDrawer } from '@mizani/ui/mobile-menu';
import { useLocation } from 'react-router-dom';
import { env } from '../../lib/env.ts';
import { ConsoleBrand } from './brand.tsx';
import { SideMenu } from './side-menu.tsx';
import type { ApiMenusStatus } from './use-api-menus.ts';

/** Below md the side menu, the language menu and the chat link live in a drawer. */
export function MobileMenu({ menus, status }: { menus: MenuItem[]; status: ApiMenusStatus }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <SideMenuDrawer closeOn={pathname} openLabel={t('api.nav.open')} closeLabel={t('api.nav.close')} navLabel={t('api.nav.label')} brand={<ConsoleBrand />} footer={<DrawerChatLink href={env.chatUrl} />}>
      <SideMenu menus={menus} status={status} />
    </SideMenuDrawer>
  );
}
