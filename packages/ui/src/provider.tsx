import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { getSystem } from './system.ts';

/**
 * Emotion without its vendor prefixer: every browser the product supports reads the standard
 * properties, and the prefixed copies made the prerendered pages' CSS about half again as large.
 * The portal's prerender makes its cache with the same options, so the class names agree.
 */
export const emotionCacheOptions = { key: 'css', stylisPlugins: [] };

const emotionCache = typeof document === 'undefined' ? undefined : createCache(emotionCacheOptions);

export function UiProvider({ children }: { children: ReactNode }) {
  const chakra = <ChakraProvider value={getSystem()}>{children}</ChakraProvider>;
  // On the server (the prerender) the caller brings its own cache, made with the same options.
  return emotionCache ? <CacheProvider value={emotionCache}>{chakra}</CacheProvider> : chakra;
}
