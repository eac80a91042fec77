import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import { SideMenuDrawer } from '@mizani/ui/mobile-menu';
import { useLocation } from 'react-router-dom';
import { ConsoleBrand } from './brand.tsx';
import { SideMenu } from './side-menu.tsx';
import type { ApiMenusStatus } from './use-api-menus.ts';

/** Below md the side menu (and the language menu) live in a drawer. */
export function MobileMenu({ menus, status }: { menus: MenuItem[]; status: ApiMenusStatus }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <SideMenuDrawer closeOn={pathname} openLabel={t('api.nav.open')} closeLabel={t('api.nav.close')} navLabel={t('api.nav.label')} brand={<ConsoleBrand />}>
      <SideMenu menus={menus} status={status} />
    </SideMenuDrawer>
  );
}
