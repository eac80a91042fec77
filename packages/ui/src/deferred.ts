import { lazy, type ComponentType } from 'react';

/**
 * A component whose code is fetched only when it is first wanted. Overlays (menus, drawers,
 * toasts) bring positioning, focus-trap and animation code that a first visit rarely needs, so
 * they load on hover, focus or first use instead of with the page.
 */
export function createDeferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().catch((error: unknown) => {
      // A failed fetch (offline, a release replaced the chunk) may succeed on the next try.
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  /** For event handlers: warm the cache, ignore failure (the real use will surface it). */
  const prefetch = (): void => {
    preload().catch(() => undefined);
  };
  return { Lazy, preload, prefetch };
}
