import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { setApiNavigator } from './lib/api-bridge.ts';
import { createAppNavigator } from './lib/navigation.ts';

const router = createAppRouter();
setApiNavigator(createAppNavigator(router));

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
