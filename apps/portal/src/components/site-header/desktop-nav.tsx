import { HStack, Link } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { createDeferred } from '@mizani/ui';
import { Suspense, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { isNavGroup, NAV_ITEMS, type NavGroupItem } from './nav-items.ts';
import { ServiceTrigger } from './service-trigger.tsx';

const linkStyle = {
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontWeight: 'medium',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg', bg: 'bg.muted', textDecoration: 'none' },
  _currentPage: { color: 'brand.fg', fontWeight: 'semibold' },
} as const;

const serviceMenu = createDeferred(() => import('./service-menu-list.tsx').then((m) => m.ServiceMenuList));

/** A plain button until first used; then the dropdown's code loads and it opens. */
function ServiceMenu({ item }: { item: NavGroupItem }) {
  const t = useT();
  const [active, setActive] = useState(false);
  const placeholder = (
    <ServiceTrigger
      label={t(item.labelId)}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={serviceMenu.prefetch}
      onFocus={serviceMenu.prefetch}
      onClick={() => setActive(true)}
    />
  );
  if (!active) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <serviceMenu.Lazy item={item} />
    </Suspense>
  );
}

/** The header's links on wide screens. */
export function DesktopNav() {
  const t = useT();
  return (
    <HStack as="nav" aria-label={t('nav.primary')} gap="1" hideBelow="lg">
      {NAV_ITEMS.map((item) =>
        isNavGroup(item) ? (
          <ServiceMenu key={item.labelId} item={item} />
        ) : (
          <Link key={item.href} asChild {...linkStyle}>
            <NavLink to={item.href} end>
              {t(item.labelId)}
            </NavLink>
          </Link>
        ),
      )}
    </HStack>
  );
}
