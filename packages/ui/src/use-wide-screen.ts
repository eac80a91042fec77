import { useBreakpointValue } from '@chakra-ui/react';

/** Where a list page's table takes over from its cards: beside the side menu, a desktop's width. */
export const LIST_TABLE_FROM = 'xl';

/**
 * True from a Chakra breakpoint up: `md` (768 px), where the side panel shows, or `xl` (1280 px),
 * where there is room beside the side menu for a list's table. A part only one width uses is then
 * rendered only there, rather than rendered everywhere and hidden by CSS. Read at the first render
 * (these parts are drawn in the browser only), and again when the window crosses the breakpoint.
 */
export function useWideScreen(from: 'md' | typeof LIST_TABLE_FROM = 'md'): boolean {
  return useBreakpointValue({ base: false, [from]: true }, { ssr: false }) ?? false;
}
