import { hasToken } from '@mizani/sdk';
import type { QueryClient } from '@tanstack/react-query';

/**
 * A screen's route loader that starts its first queries (queryClient.ensureQueryData with the SDK's
 * queryOptions) while the root route checks the session: React Router runs the matched loaders in
 * parallel, so the data does not wait for the user info. A failed query is the screen's to show in
 * its own place, so it does not turn the page into the error page. Without a session the guard
 * redirects; nothing is asked.
 */
export function queriesLoader(queryClient: QueryClient, start: (queryClient: QueryClient) => Promise<unknown>[]) {
  return async () => {
    if (hasToken()) await Promise.allSettled(start(queryClient));
    return null;
  };
}

/** How long a first paint waits at most for data it can draw without. */
export const BRIEF_WAIT_MS = 1000;

/**
 * `request`, or nothing once `ms` have passed: for data the first paint should wait for when it comes
 * quickly (a query settling during the sliced first render makes React draw the whole page again in
 * one task), without a request that hangs keeping the page blank.
 */
export const waitAtMost = (request: Promise<unknown>, ms = BRIEF_WAIT_MS) => Promise.race([request, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
