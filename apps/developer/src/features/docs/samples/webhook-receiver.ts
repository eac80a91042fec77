// Test tooling (Node only): the docs' samples test and the onboarding end-to-end test receive
// status notifications with it. No page imports it.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface WebhookReceiver {
  /** A callback URL on this machine (the sandbox accepts a local one). */
  url: string;
  /** Every notification received, in order, with its raw body. */
  deliveries: Delivery[];
  close(): Promise<void>;
}

/** Listens on a free loopback port and answers every notification 204. */
export async function startWebhookReceiver(pathname = '/mizani/webhook'): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: raw });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${pathname}`,
    deliveries,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
