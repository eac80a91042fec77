import { Box, CloseButton, Drawer, IconButton, Portal, Separator } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import type { MenuItem } from '@mizani/sdk/permissions';
import { LanguageMenu, MenuIcon } from '@mizani/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import { SideMenu } from './side-menu.tsx';

/** On phones (below 768 px) the side menu and the language menu live in a drawer opened from the header. */
export function MobileMenu({ menus }: { menus: MenuItem[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();

  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <IconButton variant="ghost" aria-label={t('shell.nav.open')} hideFrom="md" flexShrink="0">
          <MenuIcon boxSize="6" />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between">
              <Drawer.Title asChild>
                <Box as="h2">
                  <BrandLogo />
                  <Box as="span" srOnly>
                    {t('shell.nav.label')}
                  </Box>
                </Box>
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label={t('shell.nav.close')} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              <nav aria-label={t('shell.nav.label')}>
                <SideMenu menus={menus} />
              </nav>
              <Separator my="4" />
              <LanguageMenu portalled={false} variant="outline" size="md" />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
