import { QueryClient } from '@tanstack/react-query';

// No retries: the API client has told the user already, and a retry would say it again (or log out again).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
