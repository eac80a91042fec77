import { StrictMode, useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@mizani/i18n';
import { pageTakenOver } from '@mizani/ui/server-render';
import { AppProviders } from './providers.tsx';

/** Once React owns the page: see pageTakenOver. */
function ReadyMark() {
  useEffect(() => pageTakenOver(), []);
  return null;
}

export interface ConsoleRootProps {
  router: ReturnType<typeof createBrowserRouter>;
  queryClient: QueryClient;
  initialLocale?: Locale;
  /** The page arrived with the global style sheets (reset, tokens) in <head>. */
  prerenderedCss?: boolean;
}

/**
 * The console's whole tree, in the browser (boot.tsx) and on the server (server-render.ts) alike:
 * React adopts a page drawn on the server only when both trees have the same shape.
 */
export function ConsoleRoot({ router, queryClient, initialLocale, prerenderedCss }: ConsoleRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} initialLocale={initialLocale} prerenderedCss={prerenderedCss}>
        <RouterProvider router={router} />
        <ReadyMark />
      </AppProviders>
    </StrictMode>
  );
}
