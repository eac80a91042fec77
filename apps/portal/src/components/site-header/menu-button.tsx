import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useT } from '@mizani/i18n/react';
import { MenuIcon } from '@mizani/ui';
import { forwardRef } from 'react';

/** The small-screen menu button; hidden where the full header fits. */
export const MenuButton = forwardRef<HTMLButtonElement, IconButtonProps>(function MenuButton(props, ref) {
  const t = useT();
  return (
    <IconButton ref={ref} variant="ghost" aria-label={t('nav.openMenu')} hideFrom="lg" {...props}>
      <MenuIcon boxSize="6" />
    </IconButton>
  );
});
