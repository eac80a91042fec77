import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/index.ts';

let dir: string;
let t: TestApp;

const HOME = '<!doctype html><div id="root" data-prerendered="/">home page</div>';
const ABOUT = '<!doctype html><div id="root" data-prerendered="/aboutUs">about us</div>';
const SHELL = '<!doctype html><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4096))})`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'mizani-prerendered-'));
  const portal = path.join(dir, 'portal');
  await mkdir(path.join(portal, 'assets'), { recursive: true });
  await writeFile(path.join(portal, 'index.html'), HOME);
  await writeFile(path.join(portal, 'aboutUs.html'), ABOUT);
  await writeFile(path.join(portal, 'shell.html'), SHELL);
  // A listed page whose file is missing, and one that points outside the build: both ignored.
  await writeFile(path.join(portal, 'prerendered.json'), JSON.stringify({ '/': 'index.html', '/aboutUs': 'aboutUs.html', '/press': 'press.html', '/x': '../x.html' }));
  await writeFile(path.join(portal, 'assets', 'app.js'), SCRIPT);
  await writeFile(path.join(portal, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(portal, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  t = await createTestApp({ config: { portalDist: path.join(dir, 'portal'), developerDist: path.join(dir, 'none') } });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = { accept: 'text/html' }) => t.app.inject({ method: 'GET', url, headers });

describe('prerendered public pages', () => {
  it('serves each prerendered page for its own path, revalidated on every visit', async () => {
    for (const [url, body] of [
      ['/', HOME],
      ['/aboutUs', ABOUT],
      ['/aboutUs?from=footer', ABOUT],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(body);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the bare app shell for every other path, never another page prerendered HTML', async () => {
    for (const url of ['/home/dashboard', '/login/254', '/press', '/x', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL);
    }
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const zipped = await get('/assets/app.js', { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/app.js', { accept: '*/*' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('never lets the service worker script be cached for long, so a deployment reaches it', async () => {
    const res = await get('/sw.js', { accept: '*/*' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
