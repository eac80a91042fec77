import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useLocale } from '@mizani/i18n/react';
import type { ReactNode } from 'react';
import { PanelIcon } from './icons.tsx';
import { useWideScreen } from './use-wide-screen.ts';

// Spec section 9: the side menu is 270 px wide in English, 200 px in Chinese, 80 px collapsed.
const SIDE_MENU_WIDTH = { en: '270px', zh: '200px', collapsed: '80px' } as const;

export interface SidePanelProps {
  collapsed: boolean;
  onToggle: () => void;
  /** The brand link at the top; it draws itself small when `collapsed`. */
  brand: ReactNode;
  /** The accessible name of the menu's `nav`. */
  navLabel: string;
  /** The toggle button's name: "Expand menu" when collapsed, "Collapse menu" when open. */
  toggleLabel: string;
  /** The menu itself. */
  children: ReactNode;
}

/**
 * The side menu column of both apps' signed-in frame, sticky beside the page. Drawn only from
 * 768 px: phones reach the same menu through the header's drawer, so there it is not rendered
 * at all rather than rendered and hidden.
 */
export function SidePanel({ collapsed, onToggle, brand, navLabel, toggleLabel, children }: SidePanelProps) {
  const { locale } = useLocale();
  const wide = useWideScreen();
  if (!wide) return null;
  return (
    <Flex
      as="aside"
      direction="column"
      flexShrink="0"
      w={collapsed ? SIDE_MENU_WIDTH.collapsed : SIDE_MENU_WIDTH[locale]}
      transition="width 0.2s"
      bg="bg"
      borderEndWidth="1px"
      position="sticky"
      top="0"
      h="100dvh"
      data-testid="side-menu-panel"
    >
      <Flex h="16" flexShrink="0" align="center" px={collapsed ? '0' : '4'} justify={collapsed ? 'center' : 'flex-start'} borderBottomWidth="1px">
        {brand}
      </Flex>
      <Box as="nav" aria-label={navLabel} flex="1" overflowY="auto" px={collapsed ? '2' : '3'} py="3">
        {children}
      </Box>
      <Flex p="3" justify={collapsed ? 'center' : 'flex-end'} borderTopWidth="1px">
        <IconButton variant="ghost" size="sm" aria-label={toggleLabel} aria-expanded={!collapsed} onClick={onToggle}>
          <PanelIcon />
        </IconButton>
      </Flex>
    </Flex>
  );
}
