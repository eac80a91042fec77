import { BaseAppProviders, type BaseAppProvidersProps } from '@mizani/ui/app';
import type { QueryClient } from '@tanstack/react-query';
import { LazyQueryProvider } from './lazy-query.tsx';

export interface PortalProvidersProps extends Omit<BaseAppProvidersProps, 'closeLabelId'> {
  /** Tests and the prerender pass theirs; otherwise the client loads when something needs it. */
  queryClient?: QueryClient;
}

/** The app's root providers: the shared ones with this app's notification label, and the lazily loaded query client. */
export function AppProviders({ queryClient, children, ...props }: PortalProvidersProps) {
  return (
    <BaseAppProviders closeLabelId="portal.closeNotification" {...props}>
      <LazyQueryProvider client={queryClient}>{children}</LazyQueryProvider>
    </BaseAppProviders>
  );
}
