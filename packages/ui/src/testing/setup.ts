import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { staticMediaQueryList } from './screen.ts';

// Shared set-up for component tests of both apps (jsdom + Chakra + React Router).

// findBy*/waitFor wait up to 1 s by default; a loaded two-core CI machine needs longer.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks the layout APIs Chakra's overlays and the router's scroll handling call.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= vi.fn();

afterEach(() => {
  cleanup();
  localStorage.clear();
});
