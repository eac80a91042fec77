import { hasToken } from '@mizani/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { createUserLoader } from './features/session/load-user.ts';
import { setApiNavigator } from '@mizani/ui/api-bridge';
import { createConsoleNavigator, leaveApp } from './lib/navigation.ts';
import { createQueryClient } from '@mizani/ui/app';
import { BASENAME } from './paths.ts';

// One cache for the session guard (a loader, outside React) and the screens.
const queryClient = createQueryClient();
const router = createAppRouter({ hasToken, leaveApp, loadUser: createUserLoader(queryClient) });
setApiNavigator(createConsoleNavigator(router, BASENAME));

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
