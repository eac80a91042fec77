import type { Locale } from '@mizani/i18n';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { createRouteTable } from '../app/router.tsx';
import { createQueryClient } from '@mizani/ui/app';

/**
 * Renders the real route table at `path`, inside the app's providers. The route guard and the
 * screens share one fresh query client, configured as in the app.
 */
export function renderApp(path: string, options: { locale?: Locale } = {}) {
  const queryClient = createQueryClient();
  const { routes, patchRoutesOnNavigation } = createRouteTable({ queryClient });
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(
    <AppProviders queryClient={queryClient} initialLocale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}
