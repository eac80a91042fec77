import { Box, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import type { ApiMenusStatus } from './use-api-menus.ts';
import { NavLink } from 'react-router-dom';
import { toConsolePath } from '../../paths.ts';
import { MENU_ICONS } from './menu-icons.tsx';

interface SideMenuProps {
  menus: MenuItem[];
  status: ApiMenusStatus;
  /** Icons only (the 80 px rail); the names stay for assistive tech. */
  collapsed?: boolean;
}

function MenuLink({ item, collapsed }: { item: MenuItem; collapsed: boolean }) {
  const t = useT();
  const Icon = MENU_ICONS[item.name];
  const label = t(item.titleId);
  const to = item.path ? toConsolePath(item.path) : null;
  if (to === null) return null;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      minH="10"
      px="3"
      justifyContent={collapsed ? 'center' : 'flex-start'}
      borderRadius="md"
      color="fg.muted"
      fontWeight="medium"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', color: 'fg', textDecoration: 'none' }}
      _currentPage={{ bg: 'brand.subtle', color: 'brand.fg' }}
    >
      <NavLink to={to} title={collapsed ? label : undefined}>
        {Icon ? <Icon boxSize="5" /> : null}
        <Text as="span" srOnly={collapsed || undefined} truncate>
          {label}
        </Text>
      </NavLink>
    </Link>
  );
}

/** The API-area menu (spec section 2): user center, C2B, B2C, the Suspense group, docs. */
export function SideMenu({ menus, status, collapsed = false }: SideMenuProps) {
  const t = useT();
  if (status === 'loading') {
    return (
      <Box px="3" py="4">
        <Spinner size="sm" color="brand.solid" aria-label={t('api.loading')} />
      </Box>
    );
  }
  if (status === 'failed') return null;
  if (status === 'awaitingApproval') {
    return collapsed ? null : (
      <Text px="3" py="2" fontSize="sm" color="fg.muted">
        {t('api.nav.pending')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="1" listStyleType="none">
      {menus.map((item) =>
        item.kind === 'group' ? (
          <Box as="li" key={item.name} pt="3">
            <Text id={`menu-group-${item.name}`} px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" srOnly={collapsed || undefined}>
              {t(item.titleId)}
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" aria-labelledby={`menu-group-${item.name}`}>
              {(item.children ?? []).map((child) => (
                <li key={child.name}>
                  <MenuLink item={child} collapsed={collapsed} />
                </li>
              ))}
            </Stack>
          </Box>
        ) : (
          <li key={item.name}>
            <MenuLink item={item} collapsed={collapsed} />
          </li>
        ),
      )}
    </Stack>
  );
}
