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

/**
 * The system for a page adopted from prerendered HTML: the same, less its global CSS (reset,
 * global styles, the tokens' variables), which the page's HTML already holds in <head> for good.
 * Chakra's provider would otherwise build and serialise all of it once more while the page
 * hydrates; with the apps' build (chakraLazyGlobalCss) the system never computes it at all.
 */
const prerenderedSystem: typeof system = Object.create(system, { _global: { value: [] } });

export interface UiProviderProps {
  children: ReactNode;
  /** The page's global CSS came with its prerendered HTML. */
  prerenderedCss?: boolean;
}

export function UiProvider({ children, prerenderedCss = false }: UiProviderProps) {
  const chakra = <ChakraProvider value={prerenderedCss ? prerenderedSystem : system}>{children}</ChakraProvider>;
  // On the server (the prerender) the caller brings its own cache, made with the same options.
  return emotionCache ? <CacheProvider value={emotionCache}>{chakra}</CacheProvider> : chakra;
}
