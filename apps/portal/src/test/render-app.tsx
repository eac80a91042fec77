import type { Locale } from '@mizani/i18n';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';

/** Renders the real route table at `path`, inside the app's providers. */
export function renderApp(path: string, options: { locale?: Locale } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} initialLocale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
