import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope.ts';
import { API_PREFIX } from './route.ts';
import { compressForClient, createSnapshotRenderer, type SnapshotRenderer, type SnapshotSlots } from './signed-in-snapshot.ts';
import type { App } from './types.ts';

export const DEVELOPER_BASE = '/homeApi';

interface Site {
  label: string;
  /** Where the app draws signed-in pages with the visitor's data (see signed-in-snapshot.ts). */
  signedInArea: (pathname: string) => boolean;
  snapshots: SnapshotRenderer | null;
  root: string;
  prefix: string;
  available: boolean;
  /** The page for paths the app has no prerendered HTML for. */
  fallback: string;
  /** Path -> file of the pages prerendered at build time (the portal's public pages). */
  prerendered: Map<string, string>;
}

/**
 * A portal build writes its public pages as static HTML (listed in prerendered.json) and keeps the
 * bare single-page-app document as shell.html; an older build has only index.html.
 */
function readPrerendered(root: string): { fallback: string; prerendered: Map<string, string> } {
  const fallback = existsSync(path.join(root, 'shell.html')) ? 'shell.html' : 'index.html';
  const list = path.join(root, 'prerendered.json');
  if (!existsSync(list)) return { fallback, prerendered: new Map() };
  const entries = Object.entries(JSON.parse(readFileSync(list, 'utf8')) as Record<string, string>).filter(
    ([route, file]) => typeof file === 'string' && !file.includes('..') && existsSync(path.join(root, file)) && route.startsWith('/'),
  );
  return { fallback, prerendered: new Map(entries) };
}

// Vite puts content-hashed files under assets/: a new build gets new names, so they can be cached
// for good. Everything else (index.html above all) must be revalidated or a deploy is not seen.
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const immutable = filePath.split(path.sep).includes('assets');
  reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isApiPath = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
const isDeveloperPath = (url: string) => url === DEVELOPER_BASE || url.startsWith(`${DEVELOPER_BASE}/`);
const isPortalSignedInArea = (url: string) => url === '/home' || url.startsWith('/home/');

/**
 * A request for a missing file (a path ending in an extension, from a script or stylesheet tag)
 * gets a plain 404: answering it with index.html would hand HTML to the browser as JavaScript.
 * Browser navigations accept text/html and always get the app, so deep links with dots work.
 */
function wantsMissingFile(request: FastifyRequest, pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]{1,8}$/.test(last) && !(request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built portal at / and the developer console at /homeApi/, with the single-page-app
 * fallback to each one's index.html, and the envelope 404 for everything unknown under /api.
 * A missing dist folder is logged and skipped so that the API runs (and tests pass) without builds.
 */
export async function registerSites(app: App, dirs: { portalDist: string; developerDist: string }): Promise<void> {
  const sites: Site[] = [
    { label: 'developer console', root: dirs.developerDist, prefix: `${DEVELOPER_BASE}/`, signedInArea: isDeveloperPath, snapshots: null, available: false, fallback: 'index.html', prerendered: new Map() },
    { label: 'portal', root: dirs.portalDist, prefix: '/', signedInArea: isPortalSignedInArea, snapshots: null, available: false, fallback: 'index.html', prerendered: new Map() },
  ];
  const [developer, portal] = sites as [Site, Site];
  const drawing: SnapshotSlots = { inFlight: 0 };

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (isApiPath(pathname)) return reply.status(404).send(failure(404, 'Not Found'));
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send('Not Found');
    if (pathname === DEVELOPER_BASE) {
      const query = request.url.slice(pathname.length);
      return reply.redirect(`${DEVELOPER_BASE}/${query}`);
    }
    const site = isDeveloperPath(pathname) ? developer : portal;
    if (!site.available) {
      return reply.status(404).type('text/plain').send(`The ${site.label} is not built on this server.`);
    }
    if (wantsMissingFile(request, pathname)) return reply.status(404).type('text/plain').send('Not Found');
    if (site.snapshots && request.method === 'GET') {
      const drawn = await site.snapshots.render(request, pathname);
      // The page holds the user's data: no cache may keep it, and it is never the same for another user.
      if (drawn !== null) {
        const { encoding, body } = await compressForClient(request.headers['accept-encoding'], drawn);
        reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding, cookie');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.type('text/html; charset=utf-8').send(body);
      }
    }
    reply.header('cache-control', 'no-cache');
    const page = site.prerendered.get(pathname) ?? site.fallback;
    return reply.type('text/html; charset=utf-8').sendFile(page, site.root, { cacheControl: false });
  });

  let decorated = false;
  for (const site of sites) {
    if (!existsSync(path.join(site.root, 'index.html'))) {
      app.log.warn(`${site.label} build not found at ${site.root}; serving the API without it`);
      continue;
    }
    site.available = true;
    Object.assign(site, readPrerendered(site.root));
    site.snapshots = createSnapshotRenderer(app, { dist: site.root, page: site.fallback, inArea: site.signedInArea }, drawing);
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      // Only the first registration may add reply.sendFile.
      decorateReply: !decorated,
      wildcard: true,
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
