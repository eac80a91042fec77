import { TOKEN_KEY } from '@mizani/sdk';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queriesLoader } from './route-data.ts';

afterEach(() => localStorage.clear());

describe('a screen loader that starts its queries', () => {
  it('fills the query client with a signed-in screen\'s first data', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const queryClient = new QueryClient();
    const loader = queriesLoader(queryClient, (client) => [client.ensureQueryData({ queryKey: ['assets'], queryFn: async () => ({ total: '12.50' }) })]);
    await expect(loader()).resolves.toBeNull();
    expect(queryClient.getQueryData(['assets'])).toEqual({ total: '12.50' });
  });

  it('asks for nothing without a session: the session guard redirects instead', async () => {
    const queryFn = vi.fn(async () => 1);
    const queryClient = new QueryClient();
    await queriesLoader(queryClient, (client) => [client.ensureQueryData({ queryKey: ['assets'], queryFn })])();
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('leaves a failed query to the screen rather than failing the navigation', async () => {
    localStorage.setItem(TOKEN_KEY, 'tok-1');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const loader = queriesLoader(queryClient, (client) => [
      client.ensureQueryData({ queryKey: ['log'], queryFn: async () => Promise.reject(new Error('offline')) }),
      client.ensureQueryData({ queryKey: ['assets'], queryFn: async () => 'ok' }),
    ]);
    await expect(loader()).resolves.toBeNull();
    expect(queryClient.getQueryState(['log'])?.status).toBe('error');
    expect(queryClient.getQueryData(['assets'])).toBe('ok');
  });
});
