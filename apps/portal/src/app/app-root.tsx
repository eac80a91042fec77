import type { CataloguePart, Locale } from '@mizani/i18n';
import { BaseAppProviders } from '@mizani/ui/app';
import { StrictMode, type ReactNode } from 'react';

export interface AppRootProps {
  /** `<RouterProvider>` in the browser, `<StaticRouterProvider>` in the prerender. */
  children: ReactNode;
  catalogue?: CataloguePart;
  initialLocale?: Locale;
}

/** The portal's tree in the browser and the prerender alike; the routes that query bring the client (query-layout.tsx). */
export function AppRoot({ children, catalogue, initialLocale }: AppRootProps) {
  return (
    <StrictMode>
      <BaseAppProviders closeLabelId="portal.closeNotification" catalogue={catalogue} initialLocale={initialLocale}>
        {children}
      </BaseAppProviders>
    </StrictMode>
  );
}
