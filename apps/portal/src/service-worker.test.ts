import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Handler = (event: unknown) => void;

/** public/sw.js run against an in-memory Cache Storage and a stub network. */
function startWorker(network: (url: string) => Response) {
  const stored = new Map<string, Response>();
  const cache = {
    match: async (request: Request) => stored.get(request.url),
    put: async (request: Request, response: Response) => {
      // What Cache Storage hands back later is its own object, not the one put in.
      stored.set(request.url, new Response(await response.text(), { status: response.status }));
    },
  };
  const handlers = new Map<string, Handler>();
  const fetch = vi.fn(async (request: Request) => network(request.url));
  vm.runInNewContext(readFileSync(path.join(import.meta.dirname, '../public/sw.js'), 'utf8'), {
    self: { addEventListener: (type: string, handler: Handler) => handlers.set(type, handler), location: new URL('https://pay.example') },
    caches: { open: async () => cache, match: cache.match },
    fetch,
    URL,
  });
  const get = async (pathname: string): Promise<Response | undefined> => {
    let answer: Promise<Response> | undefined;
    const request = new Request(`https://pay.example${pathname}`);
    handlers.get('fetch')?.({ request, respondWith: (promise: Promise<Response>) => (answer = promise) });
    return answer;
  };
  return { get, stored, fetch };
}

describe('the service worker', () => {
  it('answers an asset’s first fetch with the copy it has just kept, and later ones without the network', async () => {
    const worker = startWorker(() => new Response('export const start = 1;'));
    const first = await worker.get('/assets/start-abc.js');
    const kept = worker.stored.get('https://pay.example/assets/start-abc.js');
    expect(kept).toBeDefined();
    expect(first).toBe(kept);
    expect(await worker.get('/assets/start-abc.js')).toBe(kept);
    expect(worker.fetch).toHaveBeenCalledTimes(1);
  });

  it('passes a failed asset fetch on and keeps nothing', async () => {
    const worker = startWorker(() => new Response('missing', { status: 404 }));
    const answer = await worker.get('/assets/gone.js');
    expect(answer?.status).toBe(404);
    expect(worker.stored.size).toBe(0);
  });

  it('leaves the API alone', async () => {
    const worker = startWorker(() => new Response('{}'));
    expect(await worker.get('/api/user/info')).toBeUndefined();
    expect(worker.fetch).not.toHaveBeenCalled();
  });
});
