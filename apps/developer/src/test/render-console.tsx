import type { Locale } from '@mizani/i18n';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { BASENAME } from '../paths.ts';

/** Renders the console's real route table at `path` (basename included) with an injected session check. */
export function renderConsole(path: string, options: { signedIn?: boolean; locale?: Locale } = {}) {
  const leaveApp = vi.fn<(href: string) => void>();
  const hasToken = () => options.signedIn ?? false;
  const router = createMemoryRouter(createRoutes({ hasToken, leaveApp }), { basename: BASENAME, initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <AppProviders queryClient={queryClient} initialLocale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, leaveApp, ...view };
}
