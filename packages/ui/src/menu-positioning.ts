import type { MenuRootProps } from '@chakra-ui/react';

type Placement = NonNullable<MenuRootProps['positioning']>['placement'];

/**
 * Positioning for a menu opened from a sticky header or the sticky side panel. A `fixed` list
 * lives in the viewport's frame, like its button: when the page scrolls, list and button stay
 * together. An `absolute` list would scroll away with the page and jump back on the next
 * reposition, so a tap landing in between would miss the item.
 */
export function pinnedMenu(placement: Placement) {
  return { placement, strategy: 'fixed' } as const;
}
