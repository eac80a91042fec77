import { Box, CloseButton, Drawer, IconButton, Portal, Separator, type IconButtonProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { MenuIcon } from './icons.tsx';
import { LanguageMenu } from './language-menu.tsx';

// Kept out of the package's main entry: the public pages load their drawer only when it is first
// opened, so nothing here may reach a first page through `@mizani/ui`.

/** The icon button that opens a small-screen menu; the caller names it and says where it hides. */
export const MenuIconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function MenuIconButton(props, ref) {
  return (
    <IconButton ref={ref} variant="ghost" {...props}>
      <MenuIcon boxSize="6" />
    </IconButton>
  );
});

export interface MobileMenuProps {
  /** The side the drawer comes from: the apps' side menus from the start, the public header's from the end. */
  placement: 'start' | 'end';
  /** Public pages mount the drawer on the first press of their button, so it opens at once. */
  defaultOpen?: boolean;
  /** The drawer closes when this changes (the path, or the whole location), so a chosen link reveals its page. */
  closeOn: unknown;
  /** The button that opens the drawer (it must pass its ref on). */
  trigger: ReactElement;
  /** The heading's visible part, e.g. the logo. */
  brand: ReactNode;
  /** Makes the heading an h2 with this name for screen readers, where the logo alone does not say what the drawer is. */
  titleLabel?: string;
  closeLabel: string;
  /** The navigation, above the language menu. */
  children: ReactNode;
  /** Below the body, e.g. the account buttons. */
  footer?: ReactNode;
}

/** A small-screen menu: a drawer with a heading, a close button, the navigation and the language menu. */
export function MobileMenu({ placement, defaultOpen = false, closeOn, trigger, brand, titleLabel, closeLabel, children, footer }: MobileMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const shownWith = useRef(closeOn);

  useEffect(() => {
    if (shownWith.current === closeOn) return;
    shownWith.current = closeOn;
    setOpen(false);
  }, [closeOn]);

  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement={placement} size="xs">
      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header display="flex" alignItems="center" justifyContent="space-between">
              <Drawer.Title asChild>
                {titleLabel === undefined ? (
                  <div>{brand}</div>
                ) : (
                  <Box as="h2">
                    {brand}
                    <Box as="span" srOnly>
                      {titleLabel}
                    </Box>
                  </Box>
                )}
              </Drawer.Title>
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton aria-label={closeLabel} />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body>
              {children}
              <Separator my="4" />
              <LanguageMenu portalled={false} variant="outline" size="md" />
            </Drawer.Body>
            {footer === undefined ? null : (
              <Drawer.Footer flexDirection="column" alignItems="stretch" gap="3">
                {footer}
              </Drawer.Footer>
            )}
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export interface SideMenuDrawerProps extends Pick<MobileMenuProps, 'closeOn' | 'brand' | 'titleLabel' | 'closeLabel' | 'footer'> {
  /** The header button's accessible name. */
  openLabel: string;
  /** The navigation landmark's name. */
  navLabel: string;
  /** The side menu itself. */
  children: ReactNode;
}

/** The signed-in apps' side menu below 768 px: a drawer from the start, opened by an icon button in the header. */
export function SideMenuDrawer({ openLabel, navLabel, children, ...heading }: SideMenuDrawerProps) {
  return (
    <MobileMenu placement="start" trigger={<MenuIconButton aria-label={openLabel} hideFrom="md" flexShrink="0" />} {...heading}>
      <nav aria-label={navLabel}>{children}</nav>
    </MobileMenu>
  );
}
