import { vi } from 'vitest';

/** A MediaQueryList that answers `matches` and never changes (jsdom has no matchMedia of its own). */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/**
 * Makes matchMedia answer as a wide screen: every `min-width` query matches (the test set-up's own
 * matches none, a phone). For tests of parts that render only from 768 px (`useWideScreen`).
 * Undo with `vi.restoreAllMocks()`.
 */
export function onWideScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, query.includes('min-width')));
}
