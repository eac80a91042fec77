import { StrictMode, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { CataloguePart, Locale } from '@mizani/i18n';
import { pageTakenOver } from '@mizani/ui/server-render';
import { pageIsLive } from '../boot/early-presses.ts';
import { AppProviders } from './providers.tsx';

/** Once React owns the page: see pageTakenOver. */
function ReadyMark() {
  useEffect(() => pageTakenOver(pageIsLive), []);
  return null;
}

type AppRouter = ReturnType<typeof createBrowserRouter>;

export interface AppRootProps {
  router: AppRouter;
  catalogue: CataloguePart;
  queryClient?: QueryClient;
  initialLocale?: Locale;
  prerenderedCss?: boolean;
}

/**
 * The portal's whole tree, in the browser (boot.tsx) and on the server (server-render.ts) alike:
 * React adopts a page drawn on the server only when both trees have the same shape (the ids the
 * components derive from their place in it must agree).
 */
export function AppRoot({ router, catalogue, queryClient, initialLocale, prerenderedCss }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders catalogue={catalogue} queryClient={queryClient} initialLocale={initialLocale} prerenderedCss={prerenderedCss}>
        <RouterProvider router={router} />
        <ReadyMark />
      </AppProviders>
    </StrictMode>
  );
}
