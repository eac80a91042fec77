import { useBreakpointValue } from '@chakra-ui/react';

/**
 * True from Chakra's `md` breakpoint (768 px) up, where the side panel and list tables show. A
 * part only one width uses is then rendered only there, rather than rendered everywhere and
 * hidden by CSS. Read at the first render (these parts are drawn in the browser only), and again
 * when the window crosses 768 px.
 */
export function useWideScreen(): boolean {
  return useBreakpointValue({ base: false, md: true }, { ssr: false }) ?? false;
}
