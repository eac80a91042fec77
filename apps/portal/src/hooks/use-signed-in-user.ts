import type { UserInfo } from '@mizani/sdk';
import { useRouteLoaderData } from 'react-router-dom';

/** Id of the root route, whose loader (the session guard) says who is signed in. */
export const ROOT_ROUTE_ID = 'root';

export interface RootLoaderData {
  /** The signed-in user, or null for a visitor. */
  user: UserInfo | null;
}

/**
 * The signed-in user as the session guard found it for the current page, or null. The guard runs
 * on every navigation and reads the query cache, so a profile saved in the signed-in area shows
 * on the next public page without a query observer here (which would put the query code in every
 * visitor's first download).
 */
export function useSignedInUser(): UserInfo | null {
  const session = useRouteLoaderData(ROOT_ROUTE_ID) as RootLoaderData | undefined;
  return session?.user ?? null;
}
