import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

/*
 * A portal build with pages prerendered at build time: dist/index.html is the home page,
 * dist/<page>/index.html each other public page, and dist/__spa-fallback.html the single-page
 * app's own document for every other path.
 */

let dir: string;
let t: TestApp;

const HOME = '<!doctype html><div id="root">home page</div>';
const ABOUT = '<!doctype html><div id="root">about us</div>';
const LOGIN = '<!doctype html><div id="root">log in</div>';
const SPA = '<!doctype html><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4096))})`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-prerendered-'));
  const portal = path.join(dir, 'portal');
  for (const folder of ['assets', 'aboutUs', 'login']) await mkdir(path.join(portal, folder), { recursive: true });
  await writeFile(path.join(portal, 'index.html'), HOME);
  await writeFile(path.join(portal, 'index.html.br'), brotliCompressSync(HOME));
  await writeFile(path.join(portal, 'aboutUs', 'index.html'), ABOUT);
  await writeFile(path.join(portal, 'aboutUs', 'index.html.gz'), gzipSync(ABOUT));
  await writeFile(path.join(portal, 'login', 'index.html'), LOGIN);
  await writeFile(path.join(portal, '__spa-fallback.html'), SPA);
  await writeFile(path.join(portal, 'assets', 'app-1a2b.js'), SCRIPT);
  await writeFile(path.join(portal, 'assets', 'app-1a2b.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(portal, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await createTestApp({ config: { portalDist: portal, developerDist: path.join(dir, 'none') } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) => t.app.inject({ method: 'GET', url, headers });

describe('a build with prerendered pages', () => {
  it('serves <path>/index.html for each prerendered page, with or without the slash, revalidated on every visit', async () => {
    for (const [url, body] of [
      ['/', HOME],
      ['/aboutUs', ABOUT],
      ['/aboutUs/', ABOUT],
      ['/aboutUs?from=footer', ABOUT],
      ['/login', LOGIN],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(body);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves the single-page app's document for every other path, never a prerendered page", async () => {
    for (const url of ['/home', '/home/dashboard', '/home/psp-order?page=2', '/login/254', '/press', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(SPA);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the precompressed copy to a browser that accepts it, pages included', async () => {
    const zipped = await get('/assets/app-1a2b.js', { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/app-1a2b.js', { accept: '*/*' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const home = await get('/', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe('no-cache');
    const about = await get('/aboutUs', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(about.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(about.rawPayload).toString()).toBe(ABOUT);
    // A page the build wrote no compressed copy of is sent as it is.
    const login = await get('/login', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(login.headers['content-encoding']).toBeUndefined();
    expect(login.body).toBe(LOGIN);
  });

  it('never lets the service worker script be cached for long, so a deployment reaches it', async () => {
    const res = await get('/sw.js', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not send the fallback document as a script for a missing asset', async () => {
    expect((await get('/assets/gone-9z8y.js', { accept: '*/*' })).statusCode).toBe(404);
  });
});
