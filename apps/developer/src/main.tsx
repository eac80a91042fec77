import { hasToken } from '@mizani/sdk';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { setApiNavigator } from './lib/api-bridge.ts';
import { createConsoleNavigator, leaveApp } from './lib/navigation.ts';
import { BASENAME } from './paths.ts';

const router = createAppRouter({ hasToken, leaveApp });
setApiNavigator(createConsoleNavigator(router, BASENAME));

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
