import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import { getToken } from '@mizani/sdk';

let prefetched = false;

/** What shows the visitor has started on the page: a field focused, a tap or click, a key. */
const STARTED = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * While a visitor is on a login page, the signed-in area's route table, first modules and text
 * download once they start on the page and the browser is idle, so signing in does not wait on
 * them. Not at load: running those modules is about 0.9 s of main-thread time at Lighthouse's 4x
 * CPU slowdown, which a visitor still reading the page would sit behind; typing an address and a
 * password leaves time for it. The login route loads this module: in the entry, the list of files
 * these imports bring would be part of every marketing page's first load. A prefetch that fails
 * (offline, a new deployment) costs nothing: the route loads its modules again when it is opened.
 */
export function prefetchSignedInArea(): void {
  // The prerender draws the login page too: there is nothing to prefetch for.
  if (prefetched || typeof window === 'undefined' || getToken() !== null) return;
  prefetched = true;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  const started = () => {
    for (const type of STARTED) window.removeEventListener(type, started, true);
    whenIdle(() => {
      void import('./home-routes.tsx').catch(() => undefined);
      void import('./query-layout.tsx').catch(() => undefined);
      void import('./shell/components/shell-layout.tsx').catch(() => undefined);
      void import('../features/dashboard/routes/dashboard.tsx').catch(() => undefined);
      void loadCatalogue(getStoredLocale(), 'full').catch(() => undefined);
    });
  };
  for (const type of STARTED) window.addEventListener(type, started, { capture: true, passive: true });
}
