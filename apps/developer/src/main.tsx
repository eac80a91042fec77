// The developer console, a single-page app under /homeApi; the session guard (a route loader) and screens share one query cache.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { hasToken } from '@mizani/sdk';
import { createQueryClient, setApiNavigator } from '@mizani/ui/app';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createUserLoader } from './lib/session/load-user.ts';
import { createConsoleNavigator, leaveApp } from './lib/navigation.ts';
import { BASENAME } from './paths.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

const queryClient = createQueryClient();
const router = createAppRouter({ hasToken, leaveApp, loadUser: createUserLoader(queryClient), queryClient });
setApiNavigator(createConsoleNavigator(router, BASENAME));

// In short slices, not one long task (ADR 0011).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
