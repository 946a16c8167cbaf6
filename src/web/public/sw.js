/* global self, caches, fetch, Response, URL */
// The site's service worker: the offline copy of the client (an installable web app whose
// games against bots need no network, src/web/offline), and Web Push notices
// (src/protocol/notify.ts, TurnNotice).
//
// Offline copy: on install it caches every file of the build, as listed in /precache.json
// (written by the build, vite.config.ts), under a name that changes with the build. Pages are
// fetched from the network first (a new build shows at once) and from the cache when the
// network fails; the build's hashed assets come from the cache first. The API (/api/) is never
// cached: online play is unchanged.
const CURRENT = 'abyss-current';

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const list = await (await fetch('/precache.json', { cache: 'no-store' })).json();
    const name = `abyss-${list.version}`;
    const cache = await caches.open(name);
    await cache.addAll(list.files);
    await (await caches.open(CURRENT)).put('/__current', new Response(name));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const current = await (await (await caches.open(CURRENT)).match('/__current'))?.text();
    for (const key of await caches.keys()) if (key !== CURRENT && key !== current && key.startsWith('abyss-')) await caches.delete(key);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // Every page is the one single-page client.
    event.respondWith(fetch(request).catch(async () => (await caches.match('/index.html')) ?? Response.error()));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith((async () => (await caches.match(request)) ?? fetch(request))());
    return;
  }
  event.respondWith(fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()));
});

self.addEventListener('push', (event) => {
  let notice = null;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || notice.type !== 'your-move') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, { body: notice.body, tag: `abyss-${notice.gameId}`, data: { url: notice.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && typeof event.notification.data.url === 'string' ? event.notification.data.url : '/';
  event.waitUntil(self.clients.openWindow(url));
});
