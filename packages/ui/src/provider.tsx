import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { system } from './system.ts';

/**
 * Emotion without its vendor prefixer: every browser the product supports reads the standard
 * properties, and the prefixed copies made the prerendered pages' CSS about half again as large
 * and each style rule slower to build on a slow phone. Class names do not depend on it, so a
 * prerendered page (vite.config.ts makes its cache the same way) hydrates onto the same names.
 */
export const emotionCacheOptions = { key: 'css', stylisPlugins: [] };

const emotionCache = typeof document === 'undefined' ? undefined : createCache(emotionCacheOptions);

export function UiProvider({ children }: { children: ReactNode }) {
  const chakra = <ChakraProvider value={system}>{children}</ChakraProvider>;
  // On the server (the prerender) the caller brings its own cache, made with the same options.
  return emotionCache ? <CacheProvider value={emotionCache}>{chakra}</CacheProvider> : chakra;
}
