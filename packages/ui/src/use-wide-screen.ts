import { useBreakpointValue } from '@chakra-ui/react';
import { serverRenderContext } from './server-render.ts';

/**
 * True from Chakra's `md` breakpoint (768 px) up, where the side panel and list tables show. A
 * part only one width uses is then rendered only there, rather than rendered everywhere and
 * hidden by CSS: on a phone that halves the work of a signed-in page's first draw. Read at the
 * first render, and again when the window crosses 768 px. The server's render of a signed-in page
 * has no window: it draws for the width the request's hints suggest.
 */
export function useWideScreen(): boolean {
  const serverGuess = serverRenderContext()?.wide;
  const options = serverGuess === undefined ? { ssr: false } : { ssr: true, fallback: serverGuess ? ('md' as const) : ('base' as const) };
  return useBreakpointValue({ base: false, md: true }, options) ?? false;
}
