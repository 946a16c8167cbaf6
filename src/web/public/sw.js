/* global self */
// The service worker of Web Push notices (src/protocol/notify.ts, TurnNotice): shows
// "your move" and opens the game when the notification is clicked. It does nothing else (no
// caching): the client always comes from the server.
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
