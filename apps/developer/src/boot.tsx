import { getStoredLocale, loadCatalogue } from '@mizani/i18n';
import { getToken, hasToken } from '@mizani/sdk';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ConsoleRoot } from './app/console-root.tsx';
import { createAppRouter } from './app/router.tsx';
import { createUserLoader } from './features/session/load-user.ts';
import { setApiNavigator } from '@mizani/ui/api-bridge';
import { createConsoleNavigator, leaveApp } from './lib/navigation.ts';
import { createQueryClient, routerReady } from '@mizani/ui/app';
import { serverDrawnReplies } from '@mizani/ui/server-render';
import { BASENAME } from './paths.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// One cache for the session guard (a loader, outside React) and the screens. A page the server
// drew with the user's data (apps/server/src/http/signed-in-snapshot.ts) comes with the replies it
// was drawn from: they go in before the guard's first check, so the console draws that page at once.
const queryClient = createQueryClient();
const replies = serverDrawnReplies(root, getToken());
if (replies) hydrate(queryClient, replies);

const router = createAppRouter({ hasToken, leaveApp, loadUser: createUserLoader(queryClient) });
setApiNavigator(createConsoleNavigator(router, BASENAME));

const app = <ConsoleRoot router={router} queryClient={queryClient} prerenderedCss={document.querySelector('style[data-emotion^="css-global "]') !== null} />;

if (replies) {
  // React adopts the drawn page once what it was drawn from is in: the route's modules and its text.
  await Promise.all([routerReady(router), loadCatalogue('en', 'full'), loadCatalogue(getStoredLocale(), 'full')]).catch(() => undefined);
  // As a transition, hydration yields to the browser between small pieces of work instead of
  // blocking a slow phone's main thread for the whole page at once.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
