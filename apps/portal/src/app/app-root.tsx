import type { CataloguePart, Locale } from '@mizani/i18n';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { AppProviders } from './providers.tsx';

export interface AppRootProps {
  /** `<RouterProvider>` in the browser, `<StaticRouterProvider>` in the prerender. */
  children: ReactNode;
  queryClient: QueryClient;
  catalogue?: CataloguePart;
  initialLocale?: Locale;
}

/** The portal's whole tree, in the browser (main.tsx) and in the prerender (prerender.tsx) alike, so hydration finds the same shape. */
export function AppRoot({ children, queryClient, catalogue, initialLocale }: AppRootProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} catalogue={catalogue} initialLocale={initialLocale}>
        {children}
      </AppProviders>
    </StrictMode>
  );
}
