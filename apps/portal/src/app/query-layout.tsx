import { createQueryClient } from '@mizani/ui/app';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';

// The query client of the sign-in pages and the signed-in area, loaded with their routes (router.tsx),
// so a marketing page's first load has no TanStack Query. The session check and the loaders use it.
export const queryClient = createQueryClient();

/** Layout route over the routes that query: their components find the client in context. */
export function QueryLayout({ client = queryClient }: { client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
