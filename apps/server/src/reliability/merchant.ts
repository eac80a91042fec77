/**
 * The merchant API (`/api/open/v1/*`) as the reliability tests see it: its calls come from the
 * contract's `openEndpoints` table, and requests are signed the way docs/merchant-api.md says
 * (HMAC-SHA256 over method, target, timestamp, nonce and the body's SHA-256), computed here
 * independently of the server's code.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { openEndpoints, openSchemas } from '@mizani/sdk/contract';
import type { App } from '../http/types.ts';
import { API_PREFIX } from '../http/route.ts';
import type { JsonSchema, RouteInfo } from './kit.ts';

/** The merchant API's calls registered on this server. */
export function merchantRoutes(app: App): RouteInfo[] {
  const shapes = openSchemas as Record<string, { body?: unknown; params?: unknown; querystring?: unknown }>;
  const routes: RouteInfo[] = [];
  for (const [name, def] of Object.entries(openEndpoints)) {
    if (!app.hasRoute({ method: def.method, url: `${API_PREFIX}${def.path}` })) continue;
    const shape = shapes[name] ?? {};
    routes.push({
      name,
      method: def.method,
      path: def.path,
      // Signed rather than signed in: no session token.
      auth: false,
      writes: def.method !== 'GET',
      ...(shape.body ? { body: shape.body as JsonSchema } : {}),
      ...(shape.params ? { params: shape.params as JsonSchema } : {}),
      ...(shape.querystring ? { querystring: shape.querystring as JsonSchema } : {}),
    });
  }
  return routes;
}

export interface MerchantKey {
  accessKey: string;
  accessSecret: string;
}

/**
 * The target an HTTP client sends for `url`: parsed as a URL, so dot segments are resolved
 * (`/orders/.` goes out as `/orders/`) and the query percent-encoded. fetch does this, and so does
 * Fastify's inject, which these tests use; the server checks the signature against what arrives.
 */
export function sentTarget(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
}

/** The four signing headers for a request to `url` (path and query), signed as it will be sent. */
export function signedHeaders(key: MerchantKey, method: string, url: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  const text = `${method.toUpperCase()}\n${sentTarget(url)}\n${timestamp}\n${nonce}\n${bodyHash}`;
  return {
    'x-access-key': key.accessKey,
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': createHmac('sha256', Buffer.from(key.accessSecret, 'utf8')).update(text).digest('hex'),
  };
}
