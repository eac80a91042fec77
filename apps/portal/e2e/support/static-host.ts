import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/*
 * A static file host that knows nothing of the apps, as a deployment might put in front of the
 * API: the builds' files by the usual rule, and /api passed through to the API server.
 */

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const isFile = (file: string) => stat(file).then((found) => found.isFile(), () => false);

/** The file for `pathname` under `root`: the file itself, else <path>/index.html, else the single-page document. */
async function pick(root: string, pathname: string): Promise<string> {
  const wanted = path.join(root, path.normalize(decodeURIComponent(pathname)));
  if (!wanted.startsWith(root)) return path.join(root, 'index.html');
  for (const file of [wanted, path.join(wanted, 'index.html'), path.join(root, '__spa-fallback.html')]) if (await isFile(file)) return file;
  return path.join(root, 'index.html');
}

export interface StaticHost {
  url: string;
  close: () => Promise<void>;
}

/** Serves `portal` at /, `developer` at /homeApi/, and proxies /api to `api` (an origin). */
export async function startStaticHost(dirs: { portal: string; developer: string }, api: string): Promise<StaticHost> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const upstream = http.request(new URL(request.url ?? '/', api), { method: request.method, headers: { ...request.headers, host: new URL(api).host } }, (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      });
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    if (pathname === '/homeApi') return void response.writeHead(301, { location: '/homeApi/' }).end();
    const [root, inside] = pathname.startsWith('/homeApi/') ? [dirs.developer, pathname.slice('/homeApi'.length)] : [dirs.portal, pathname];
    void pick(path.resolve(root), inside).then((file) => {
      const stream = createReadStream(file);
      stream.on('open', () => response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }));
      stream.on('error', () => response.writeHead(404).end());
      stream.pipe(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // The browser keeps its connections open; they would hold the close back.
      server.closeAllConnections();
    });
  return { url: `http://127.0.0.1:${port}`, close };
}
