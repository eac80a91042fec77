import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are not retried: the API client has already notified the user, and a retry would
 * repeat that notification (or, for a session that expired, the logout).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
