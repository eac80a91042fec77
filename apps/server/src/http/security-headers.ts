import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './route.ts';
import type { App } from './types.ts';

/**
 * The session token lives in localStorage (spec), so any script that runs on our origin can take
 * it: the Content-Security-Policy is the main guard. No inline script and no script from elsewhere,
 * on every page alike (a page prerendered at build time loads its code from files too). Inline
 * styles are allowed: Emotion (Chakra UI) injects its styles at run time, and the prerendered
 * pages carry the styles they were drawn with in inline <style> tags.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Two years: browsers remember to use TLS only once they have reached us over TLS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Request headers a configured origin may send: what the SDK sends, plus the merchant API's signing headers. */
const CORS_ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'accept-language',
  'x-access-key',
  'x-timestamp',
  'x-nonce',
  'x-signature',
  'x-request-id',
].join(', ');
const CORS_ALLOWED_METHODS = 'GET, POST, PUT, DELETE';
const CORS_MAX_AGE_SECONDS = '600';

const isApiPath = (url: string) => {
  const pathname = url.split('?')[0] ?? '';
  return pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
};

const isFileLink = (url: string) => url.startsWith(`${API_PREFIX}/file/`);

function allowedOrigin(request: FastifyRequest, origins: readonly string[]): string | undefined {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origins.length === 0) return undefined;
  return origins.includes(origin) ? origin : undefined;
}

function applyCors(request: FastifyRequest, reply: FastifyReply, origins: readonly string[]): void {
  if (!isApiPath(request.url)) return;
  // Caches must not hand one origin's answer (with or without the grant) to another.
  if (origins.length > 0) reply.header('vary', 'Origin');
  const origin = allowedOrigin(request, origins);
  if (!origin) return;
  // No Allow-Credentials: the API authenticates with a bearer token, never with cookies.
  reply.header('access-control-allow-origin', origin);
  // A script on a granted origin may read which request it was (and how long to wait after a lock).
  reply.header('access-control-expose-headers', 'x-request-id, retry-after');
}

/**
 * Security headers on every reply, and CORS for the API limited to the configured origins
 * (`CORS_ORIGINS`; none by default, so browsers on other sites cannot read any API answer).
 * Registered before the routes and the static sites so every reply, 404s included, carries them.
 */
export function registerSecurityHeaders(app: App): void {
  const origins = app.config.corsOrigins ?? [];

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', REFERRER_POLICY);
    // Uploaded documents (only JPEG, PNG, WebP or PDF by content, never HTML) are opened by the
    // browser's own image and PDF viewers, which a page policy (object-src 'none', frame
    // ancestors) can stop from showing them; they get nosniff and Content-Disposition instead.
    if (!isFileLink(request.url)) {
      reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
      reply.header('x-frame-options', 'DENY');
      // API answers are one caller's data: no shared or browser cache keeps them. A route whose
      // answer is public (the OpenAPI document) sets its own.
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    }
    reply.header('cross-origin-opener-policy', 'same-origin');
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy, so a
    // plain-HTTP client cannot switch this on (or off) by sending the header itself.
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    applyCors(request, reply, origins);
  });

  // Preflight of a cross-origin API call. An origin that is not configured gets no grant, so the
  // browser never sends the real request.
  app.route({
    method: 'OPTIONS',
    url: `${API_PREFIX}/*`,
    handler: async (request, reply) => {
      if (allowedOrigin(request, origins)) {
        reply.header('access-control-allow-methods', CORS_ALLOWED_METHODS);
        reply.header('access-control-allow-headers', CORS_ALLOWED_HEADERS);
        reply.header('access-control-max-age', CORS_MAX_AGE_SECONDS);
      }
      return reply.status(204).send();
    },
  });
}
