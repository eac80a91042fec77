import type { CataloguePart, Locale } from '@mizani/i18n';
import { BaseAppProviders } from '@mizani/ui/app';
import { StrictMode, type ReactNode } from 'react';

export interface AppRootProps {
  /** `<RouterProvider>` in the browser, `<StaticRouterProvider>` in the prerender. */
  children: ReactNode;
  catalogue?: CataloguePart;
  initialLocale?: Locale;
}

/**
 * The portal's whole tree, in the browser (main.tsx) and in the prerender (prerender.tsx) alike, so
 * hydration finds the same shape. No query client: the routes that query bring it (query-layout.tsx).
 */
export function AppRoot({ children, catalogue, initialLocale }: AppRootProps) {
  return (
    <StrictMode>
      <BaseAppProviders closeLabelId="portal.closeNotification" catalogue={catalogue} initialLocale={initialLocale}>
        {children}
      </BaseAppProviders>
    </StrictMode>
  );
}
