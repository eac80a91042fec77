import { BaseAppProviders, type BaseAppProvidersProps } from '@mizani/ui/app';
import { StrictMode } from 'react';

/** `children`: `<RouterProvider>` in the browser, `<StaticRouterProvider>` in the prerender. */
export type AppRootProps = Omit<BaseAppProvidersProps, 'closeLabelId'>;

/** The portal's tree in the browser and the prerender alike; the routes that query bring the client (query-layout.tsx). */
export function AppRoot({ children, ...language }: AppRootProps) {
  return (
    <StrictMode>
      <BaseAppProviders closeLabelId="portal.closeNotification" {...language}>
        {children}
      </BaseAppProviders>
    </StrictMode>
  );
}
