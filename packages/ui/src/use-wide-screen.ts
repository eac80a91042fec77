import { useBreakpointValue } from '@chakra-ui/react';

/**
 * True from a Chakra breakpoint up: `md` (768 px), where the side panel shows, or `xl` (1280 px),
 * where there is room beside the side menu for a list's table. A part only one width uses is then
 * rendered only there, rather than rendered everywhere and hidden by CSS. Read at the first render
 * (these parts are drawn in the browser only), and again when the window crosses the breakpoint.
 */
export function useWideScreen(from: 'md' | 'xl' = 'md'): boolean {
  return useBreakpointValue({ base: false, [from]: true }, { ssr: false }) ?? false;
}
