import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BaseAppProviders, type BaseAppProvidersProps } from './base-providers.tsx';
import { createQueryClient } from './query-client.ts';

export interface AppProvidersProps extends BaseAppProvidersProps {
  /** main.tsx shares its client with the route guard; tests pass their own so nothing leaks between them. */
  queryClient?: QueryClient;
}

/** Language, Chakra system, query client, the API client's language bridge and the toaster: both apps' root. */
export function AppProviders({ children, queryClient, ...base }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <BaseAppProviders {...base}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </BaseAppProviders>
  );
}
