import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';
import { API_PREFIX } from './route.ts';
import type { App } from './types.ts';

export const DEVELOPER_BASE = '/homeApi';
/** The single-page app's own document, when the build also wrote a prerendered index.html (the portal's home page). */
export const SPA_FALLBACK = '__spa-fallback.html';

interface Site {
  label: string;
  root: string;
  prefix: string;
  available: boolean;
}

// Vite puts content-hashed files under assets/: a new build gets new names, so they can be cached
// for good. Everything else (the HTML pages above all) must be revalidated or a deploy is not seen.
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const immutable = filePath.split(path.sep).includes('assets');
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
const isDeveloperPath = (url: string) => url === DEVELOPER_BASE || url.startsWith(`${DEVELOPER_BASE}/`);

/**
 * A request for a missing file (a path ending in an extension, from a script or stylesheet tag)
 * gets a plain 404: answering it with the app's page would hand HTML to the browser as JavaScript.
 * Browser navigations accept text/html and always get the app, so deep links with dots work.
 */
function wantsMissingFile(request: FastifyRequest, pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,8}$/.test(last) && !(request.headers.accept ?? '').includes('text/html');
}

/** Looked up on each request, so a rebuild of the app while the server runs is served as built. */
const spaPage = (root: string) => (existsSync(path.join(root, SPA_FALLBACK)) ? SPA_FALLBACK : 'index.html');

/**
 * Serves each app's build as any static file server would: the portal at /, the developer console
 * at /homeApi/. A file that exists is sent (its precompressed copy when the build wrote one and the
 * browser accepts it); else `<path>/index.html` (a page prerendered at build time); else the app's
 * single-page document. Nothing under /api is ever an app page. A missing build is logged and
 * skipped, so the API runs (and its tests pass) without one.
 */
export async function registerSites(app: App, dirs: { portalDist: string; developerDist: string }): Promise<void> {
  const developer: Site = { label: 'developer console', root: dirs.developerDist, prefix: `${DEVELOPER_BASE}/`, available: false };
  const portal: Site = { label: 'portal', root: dirs.portalDist, prefix: '/', available: false };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return reply.status(404).send(failure(404, 'Not Found'));
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send('Not Found');
    if (pathname === DEVELOPER_BASE) return reply.redirect(`${DEVELOPER_BASE}/${request.url.slice(pathname.length)}`);
    const site = isDeveloperPath(pathname) ? developer : portal;
    if (!site.available) return reply.status(404).type('text/plain').send(`The ${site.label} is not built on this server.`);
    if (wantsMissingFile(request, pathname)) return reply.status(404).type('text/plain').send('Not Found');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile(spaPage(site.root), site.root, { cacheControl: false });
  });

  let decorated = false;
  for (const site of [developer, portal]) {
    if (!existsSync(path.join(site.root, 'index.html'))) {
      app.log.warn(`${site.label} build not found at ${site.root}; serving the API without it`);
      continue;
    }
    site.available = true;
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      // Only the first registration may add reply.sendFile.
      decorateReply: !decorated,
      wildcard: true,
      // `/aboutUs` and `/aboutUs/` both get aboutUs/index.html, without a redirect.
      index: ['index.html'],
      redirect: false,
      dotfiles: 'ignore',
      // The build writes .br and .gz copies beside each file: phones on slow networks get the
      // smallest the browser accepts, without compressing on every request.
      preCompressed: true,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
    decorated = true;
  }
}
