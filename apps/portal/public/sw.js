/* global self, caches */
/*
 * The portal's service worker. The build (vite.config.ts) fills in its version and the files of
 * the app shell. A repeat visit on a slow network starts from this cache; the API is never
 * cached, so no reply with personal data is ever stored on the device.
 */
const VERSION = '__BUILD_VERSION__';
const CACHE_PREFIX = 'mizani-portal-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const PRECACHE = [/* __PRECACHE__ */];
// Any path the portal has no prerendered page for is drawn by the single-page app.
const SHELL = '/shell.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      // A new deployment takes over at once; pages pick it up on their next navigation, since
      // HTML always comes from the network first.
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

const isApi = (pathname) => pathname === '/api' || pathname.startsWith('/api/');
const isDeveloperConsole = (pathname) => pathname === '/homeApi' || pathname.startsWith('/homeApi/');

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed file names never change content, so a copy is good for as long as this version lives.
  if (response.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

async function networkFirst(request, pathname) {
  try {
    const response = await fetch(request);
    if (response.ok && PRECACHE.includes(pathname)) {
      const cache = await caches.open(CACHE);
      await cache.put(pathname, response.clone());
    }
    return response;
  } catch (error) {
    const cached = (await caches.match(pathname)) ?? (await caches.match(SHELL));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isApi(url.pathname) || isDeveloperConsole(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (PRECACHE.includes(url.pathname)) {
    event.respondWith(caches.match(url.pathname).then((cached) => cached ?? fetch(request)));
  }
});
