import type { Locale } from '@mizani/i18n';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { createUserLoader } from '../lib/session/load-user.ts';
import { createQueryClient } from '@mizani/ui/app';
import { BASENAME } from '../paths.ts';

/**
 * Renders the console's real route table at `path` (basename included) with an injected session
 * check. The guard fetches the user through the (mocked) API client into the same query client
 * the screens read, configured as in the app.
 */
export function renderConsole(path: string, options: { signedIn?: boolean; locale?: Locale } = {}) {
  const leaveApp = vi.fn<(href: string) => void>();
  const hasToken = () => options.signedIn ?? false;
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes({ hasToken, leaveApp, loadUser: createUserLoader(queryClient) }), {
    basename: BASENAME,
    initialEntries: [path],
  });
  const view = render(
    <AppProviders queryClient={queryClient} initialLocale={options.locale}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, leaveApp, queryClient, ...view };
}
