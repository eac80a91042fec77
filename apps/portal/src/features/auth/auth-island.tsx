import { QueryClientContext } from '@tanstack/react-query';
import { useContext, useEffect, type ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';
import { importQueryClient, loadQueryClient } from '../../app/lazy-query.tsx';
import { interactionIsland, type Island } from '../../components/interaction-island.tsx';

/**
 * A sign-in screen (its card, form and what happens after it is sent) as an island of its
 * prerendered page: the code arrives with the query client its requests go through, when the
 * visitor starts filling it in (see components/interaction-island.tsx).
 */
export function authIsland<P extends object>(importer: () => Promise<ComponentType<P>>): Island<P> {
  return interactionIsland<P>(async () => {
    // The server render brings its own query client.
    const [Screen, client] = await Promise.all([importer(), import.meta.env.SSR ? null : importQueryClient()]);
    if (!client) return Screen;
    // The island gets the client directly: handing it to the whole app while the island is still
    // HTML would be a change above it, and React would drop that HTML. The app gets it once the
    // island is live.
    return function IslandScreen(props: P) {
      // The app's client, once it has one (the same object; a test or the server gives its own).
      const fromApp = useContext(QueryClientContext);
      useEffect(() => {
        void loadQueryClient();
      }, []);
      return (
        <QueryClientContext.Provider value={fromApp ?? client}>
          <Screen {...props} />
        </QueryClientContext.Provider>
      );
    };
  });
}

/** A route loader that has the server render wait for the island's code, so the page's HTML has the form. */
export function loadOnServer(island: Island<object>, next?: LoaderFunction): LoaderFunction {
  return async (args) => {
    if (import.meta.env.SSR) await island.load();
    return next ? next(args) : null;
  };
}
