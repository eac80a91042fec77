import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BaseAppProviders, type BaseAppProvidersProps } from './base-providers.tsx';
import { createQueryClient } from './query-client.ts';

// Apart from BaseAppProviders: in one module the query client stayed in the portal's start chunk (+7 KB gzip).
export interface AppProvidersProps extends BaseAppProvidersProps {
  /** main.tsx shares its client with the route loaders; tests pass their own so nothing leaks between them. */
  queryClient?: QueryClient;
}

/** BaseAppProviders with a query client around the children: the console's root, and tests' of either app. */
export function AppProviders({ children, queryClient, ...base }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <BaseAppProviders {...base}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </BaseAppProviders>
  );
}
