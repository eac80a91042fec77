/* global self, caches */
/*
 * The portal's service worker: a repeat visit starts from this cache. Hashed assets are served
 * cache-first (their content never changes under a name); pages network-first, with the copy
 * kept as the offline fallback. The API and the developer console are never touched, so no reply
 * with personal data is stored on the device. The build stamps VERSION, so a new deployment gets
 * a new cache and the old one is deleted.
 */
const VERSION = '__BUILD_VERSION__';
const CACHE = `mizani-portal-${VERSION}`;
const SPA_FALLBACK = '/__spa-fallback.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(SPA_FALLBACK))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('mizani-portal-') && name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

const within = (pathname, prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`);

// A first fetch is answered with the copy just kept: Chromium writes a script's compiled code beside
// its cached copy after it first runs from there, so this visit does it, not the next (docs/performance.md).
async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (!response.ok) return response;
  const cache = await caches.open(CACHE);
  await cache.put(request, response.clone());
  return (await cache.match(request)) ?? response;
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok) await (await caches.open(CACHE)).put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await caches.match(request)) ?? (await caches.match(SPA_FALLBACK));
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || within(url.pathname, '/api') || within(url.pathname, '/homeApi')) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirst(request));
});
