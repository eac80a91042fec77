import type * as Dns from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The system resolver, counted, with one host that does not exist.
const lookups = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:dns', async (importOriginal) => {
  const dns = await importOriginal<typeof Dns>();
  const lookup = (hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    lookups.count += 1;
    if (hostname === 'no-such-host.invalid') {
      const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
      setImmediate(() => callback(error));
      return;
    }
    (dns.lookup as (...args: unknown[]) => void)(hostname, options, callback);
  };
  return { ...dns, default: { ...dns, lookup }, lookup };
});

const { httpTransport, UNRESOLVED_HOST_MS } = await import('./transport.ts');

describe('webhook transport', () => {
  let server: http.Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(200).end('ok'));
    });
    server.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends notifications to the same receiver over one kept-alive connection', async () => {
    const before = connections;
    for (let n = 0; n < 3; n += 1) {
      await expect(httpTransport({ url: `http://127.0.0.1:${port}/hook`, body: `{"n":${n}}`, sandbox: true, headers: {} })).resolves.toEqual({
        status: 200,
        body: 'ok',
      });
    }
    expect(connections - before).toBe(1);
  });

  it('answers a host that does not exist from memory for a while, with the resolver\'s own failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const url = 'https://no-such-host.invalid/hook';
      const before = lookups.count;
      await expect(httpTransport({ url, body: '{}', sandbox: true, headers: {} })).rejects.toThrow('getaddrinfo ENOTFOUND no-such-host.invalid');
      expect(lookups.count).toBe(before + 1);
      await expect(httpTransport({ url, body: '{}', sandbox: false, headers: {} })).rejects.toThrow('getaddrinfo ENOTFOUND no-such-host.invalid');
      expect(lookups.count).toBe(before + 1);
      // Once the time is up the resolver is asked again.
      vi.setSystemTime(Date.now() + UNRESOLVED_HOST_MS + 1);
      await expect(httpTransport({ url, body: '{}', sandbox: false, headers: {} })).rejects.toThrow('getaddrinfo ENOTFOUND no-such-host.invalid');
      expect(lookups.count).toBe(before + 2);
    } finally {
      vi.useRealTimers();
    }
  });
});
