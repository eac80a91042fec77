/*
 * The console drawn on the server (see @mizani/ui/server-draw). Vite bundles this file on its own
 * (vite.config.ts) into dist/.server/render.mjs; the API server
 * (apps/server/src/http/signed-in-snapshot.ts) asks `renderSignedIn` for a console page with the
 * visitor's data, so a phone on a slow network reads it before the console's code has arrived.
 * Plain TypeScript (no JSX), so the bundle needs no other transform than the app's.
 */
import { createElement as h } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import type { ServerRenderBundle } from '@mizani/sdk/server-drawn-page';
import { createSignedInRenderer } from '@mizani/ui/server-draw';
import { ConsoleRoot } from './app/console-root.tsx';
import { createRoutes } from './app/router.tsx';
import { SESSION_ROUTE_ID, type SessionGuardData } from './features/session/require-session.ts';
import { createUserLoader } from './features/session/load-user.ts';
import { BASENAME } from './paths.ts';

export const renderSignedIn: ServerRenderBundle['renderSignedIn'] = createSignedInRenderer({
  createRouter: (url, queryClient, getToken) =>
    createMemoryRouter(
      // Leaving for the portal (no session, or one that failed) is the browser's to do: such a page is not drawn here.
      createRoutes({ hasToken: () => getToken() !== null, leaveApp: () => undefined, loadUser: createUserLoader(queryClient) }),
      { basename: BASENAME, initialEntries: [url] },
    ),
  // Only pages of a live session: the signed-out docs page and the notice before leaving are the browser's.
  accept: (router) => (router.state.loaderData[SESSION_ROUTE_ID] as SessionGuardData | undefined)?.signedIn === true,
  tree: (router, queryClient, locale) => h(ConsoleRoot, { router, queryClient, initialLocale: locale }),
});
