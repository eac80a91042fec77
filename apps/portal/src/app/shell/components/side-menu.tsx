import { Box, IconButton, Link, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import { pinnedMenu } from '@mizani/ui';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { isOutsidePortal } from '../../../paths.ts';
import { MENU_ICONS } from './menu-icons.tsx';

const linkStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '10',
  px: '3',
  borderRadius: 'md',
  color: 'fg.muted',
  fontWeight: 'medium',
  textDecoration: 'none',
  _hover: { bg: 'bg.muted', color: 'fg', textDecoration: 'none' },
  _currentPage: { bg: 'brand.subtle', color: 'brand.fg' },
} as const;

/** A page of the menu: a router link, or a full page load for the developer console. */
function PageLink({ item, icon, collapsed }: { item: MenuItem; icon?: ReactNode; collapsed: boolean }) {
  const t = useT();
  const label = t(item.titleId);
  const path = item.path ?? '';
  const content = (
    <>
      {icon}
      {/* A label too long for the menu's width wraps rather than losing its end (none does today: screen-shell.spec.ts). */}
      <Text as="span" srOnly={collapsed || undefined} minW="0" overflowWrap="anywhere">
        {label}
      </Text>
    </>
  );
  return (
    <Link asChild {...linkStyle} justifyContent={collapsed ? 'center' : 'flex-start'}>
      {isOutsidePortal(path) ? (
        <a href={path.endsWith('/') ? path : `${path}/`} title={collapsed ? label : undefined}>
          {content}
        </a>
      ) : (
        <NavLink to={path} title={collapsed ? label : undefined}>
          {content}
        </NavLink>
      )}
    </Link>
  );
}

function TopIcon({ name }: { name: string }) {
  const Icon = MENU_ICONS[name];
  return Icon ? <Icon boxSize="5" /> : null;
}

/** In the 80 px rail a group is one icon whose pages open in a menu. */
function CollapsedGroup({ item }: { item: MenuItem }) {
  const t = useT();
  const location = useLocation();
  const children = item.children ?? [];
  const active = children.some((child) => child.path && location.pathname.startsWith(child.path));
  return (
    <Menu.Root positioning={pinnedMenu('right-start')}>
      <Menu.Trigger asChild>
        <IconButton
          variant="ghost"
          w="full"
          minH="10"
          color={active ? 'brand.fg' : 'fg.muted'}
          bg={active ? 'brand.subtle' : undefined}
          aria-label={t(item.titleId)}
          title={t(item.titleId)}
        >
          <TopIcon name={item.name} />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t(item.titleId)}</Menu.ItemGroupLabel>
              {children.map((child) => (
                <Menu.Item key={child.name} value={child.name} asChild>
                  <RouterLink to={child.path ?? ''}>{t(child.titleId)}</RouterLink>
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

interface SideMenuProps {
  menus: MenuItem[];
  /** The 80 px rail: icons only, the names kept for assistive tech and as tooltips. */
  collapsed?: boolean;
}

/** The side menu of the signed-in area: Dashboard, then each permitted group with its pages. */
export function SideMenu({ menus, collapsed = false }: SideMenuProps) {
  const t = useT();
  return (
    <Stack as="ul" gap="1" listStyleType="none" data-testid="side-menu">
      {menus.map((item) => {
        if (item.kind === 'page') {
          return (
            <li key={item.name}>
              <PageLink item={item} collapsed={collapsed} icon={<TopIcon name={item.name} />} />
            </li>
          );
        }
        if (item.kind !== 'group') return null;
        if (collapsed) {
          return (
            <li key={item.name}>
              <CollapsedGroup item={item} />
            </li>
          );
        }
        const headingId = `side-menu-${item.name}`;
        return (
          <Box as="li" key={item.name} pt="3">
            <Text id={headingId} display="flex" alignItems="center" gap="2" px="3" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
              <TopIcon name={item.name} />
              {t(item.titleId)}
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" aria-labelledby={headingId} ps="7">
              {(item.children ?? [])
                .filter((child) => child.kind === 'page')
                .map((child) => (
                  <li key={child.name}>
                    <PageLink item={child} collapsed={false} />
                  </li>
                ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
