import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

/*
 * A visitor's public pages read no server data, so the query library (about 11 KB gzip) is not in
 * the first bundle: it loads with the first thing that needs it (a session to check, a sign-in
 * form, the signed-in area). Only the context below is eager; it holds no client until then.
 */
let client: QueryClient | null = null;
let loading: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

let imported: Promise<QueryClient> | null = null;

/**
 * Loads (once) the portal's query client without handing it to the screens yet: for a part of a
 * page that is not live yet, which a change of the app-wide client would disturb (see
 * features/auth/auth-island.tsx).
 */
export function importQueryClient(): Promise<QueryClient> {
  imported ??= import('./query-client-instance.ts').then(({ queryClient }) => queryClient);
  return imported;
}

/** Loads (once) and returns the portal's query client, and gives it to the screens. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= importQueryClient().then((queryClient) => {
    provideQueryClient(queryClient);
    return queryClient;
  });
  return loading;
}

function provideQueryClient(next: QueryClient): void {
  client = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => client;

/**
 * Gives the screens the query client once it has loaded. The tree under it never changes shape, so
 * nothing remounts when the client arrives; every screen that queries is loaded after the client
 * (see router.tsx), so none of them renders without it.
 */
export function LazyQueryProvider({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  // Also while hydrating: the prerender had a client too, and a sign-in form's route loads this
  // one before it draws, so its hooks find it from the first render.
  const loaded = useSyncExternalStore(subscribe, current, current);
  // The server render and tests bring their own client (and give the same one to the routes).
  const value = given ?? loaded;
  useEffect(() => {
    if (!value) return undefined;
    // As QueryClientProvider does: refetch on reconnect and resume paused mutations.
    value.mount();
    return () => value.unmount();
  }, [value]);
  return <QueryClientContext.Provider value={value ?? undefined}>{children}</QueryClientContext.Provider>;
}
