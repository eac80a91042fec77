import { createQueryClient } from '@mizani/ui/app';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';

/**
 * The query client of the sign-in pages and the signed-in area. This module loads with those
 * routes (router.tsx), so the marketing pages' first load carries no TanStack Query; the session
 * check and the signed-in area's loaders take the client from here.
 */
export const queryClient = createQueryClient();

/** Layout route over the routes that query: their components find the client in context. */
export function QueryLayout({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
