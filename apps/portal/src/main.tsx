import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { setApiNavigator } from '@mizani/ui/api-bridge';
import { createAppNavigator } from './lib/navigation.ts';
import { createQueryClient } from '@mizani/ui/app';

// One cache for the route guard (a loader, outside React) and the screens.
const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });
setApiNavigator(createAppNavigator(router));

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
