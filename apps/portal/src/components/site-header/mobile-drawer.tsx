import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { MobileMenu } from '@mizani/ui/mobile-menu';
import { NavLink, Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../paths.ts';
import { BrandLogo } from '../brand-logo.tsx';
import { MenuButton } from './menu-button.tsx';
import { useSignOut } from './use-sign-out.ts';
import { isNavGroup, NAV_ITEMS, type NavLinkItem } from './nav-items.ts';

function DrawerLink({ item, indent = false }: { item: NavLinkItem; indent?: boolean }) {
  const t = useT();
  const location = useLocation();
  // The router ignores the hash when matching, so links to home sections are matched here.
  const section = item.href.includes('#');
  const current = section && `${location.pathname}${location.hash}` === item.href;
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      minH="11"
      px="3"
      ps={indent ? '6' : '3'}
      borderRadius="md"
      fontWeight="medium"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
    >
      {section ? (
        <RouterLink to={item.href} aria-current={current ? 'page' : undefined}>
          {t(item.labelId)}
        </RouterLink>
      ) : (
        <NavLink to={item.href} end>
          {t(item.labelId)}
        </NavLink>
      )}
    </Link>
  );
}

/** Sign up and Login for a visitor; for a signed-in user the items of the user menu. */
function DrawerAccount({ name }: { name: string | null }) {
  const t = useT();
  const { signOut, pending } = useSignOut();
  if (name === null) {
    return (
      <>
        <Button asChild variant="outline" size="lg">
          <RouterLink to={paths.register.getHref()}>{t('nav.signUp')}</RouterLink>
        </Button>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to={paths.login.getHref()}>{t('nav.login')}</RouterLink>
        </Button>
      </>
    );
  }
  return (
    <Stack gap="3" role="group" aria-labelledby="mobile-nav-user">
      <Text id="mobile-nav-user" fontSize="sm" color="fg.muted" truncate>
        {t('nav.user.signedInAs', { name })}
      </Text>
      <Button asChild colorPalette="brand" size="lg">
        <RouterLink to={paths.dashboard.getHref()}>{t('nav.user.dashboard')}</RouterLink>
      </Button>
      <Button asChild variant="outline" size="lg">
        <RouterLink to={paths.profile.getHref()}>{t('nav.user.profile')}</RouterLink>
      </Button>
      <Button variant="ghost" size="lg" loading={pending} onClick={() => void signOut()}>
        {t('nav.user.logout')}
      </Button>
    </Stack>
  );
}

/** The drawer with every header item; loaded on the first press of the menu button, open at once. */
export function MobileDrawer({ name }: { name: string | null }) {
  const t = useT();
  // Any navigation, including a hash jump to a home section, should reveal the page.
  const location = useLocation();
  return (
    <MobileMenu
      placement="end"
      defaultOpen
      closeOn={location}
      trigger={<MenuButton />}
      brand={<BrandLogo />}
      titleLabel={t('nav.mobile')}
      closeLabel={t('nav.closeMenu')}
      footer={<DrawerAccount name={name} />}
    >
      <Stack as="nav" aria-label={t('nav.mobile')} gap="1">
        {NAV_ITEMS.map((item) =>
          isNavGroup(item) ? (
            <Stack key={item.labelId} gap="1" role="group" aria-labelledby="mobile-nav-services">
              <Text id="mobile-nav-services" px="3" pt="2" fontSize="sm" fontWeight="semibold" color="fg.muted">
                {t(item.labelId)}
              </Text>
              {item.children.map((child) => (
                <DrawerLink key={child.href} item={child} indent />
              ))}
            </Stack>
          ) : (
            <DrawerLink key={item.href} item={item} />
          ),
        )}
      </Stack>
    </MobileMenu>
  );
}
