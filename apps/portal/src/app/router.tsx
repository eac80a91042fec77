import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { homeRoute } from '../features/shell/routes.tsx';
import { createPublicRoutes, type RouteDeps } from './public-routes.tsx';

export type { RouteDeps } from './public-routes.tsx';

/** The portal's whole route table (public pages and the /home shell), as tests and the prerender use it. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  return createPublicRoutes(deps, [homeRoute]);
}

export function createAppRouter(deps: RouteDeps) {
  return createBrowserRouter(createRoutes(deps));
}
