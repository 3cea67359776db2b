// Web push only (issue 13): shows a pushed notification and opens its page when tapped. Nothing is
// cached here; the offline service worker of a later issue can take this file's two listeners over.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'B/S', {
      body: data.body || '',
      icon: '/favicon.svg',
      data: { url: data.url || '/notifications' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/notifications', self.location.origin);
  // Only our own pages: a payload can never send the person elsewhere.
  if (url.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => 'focus' in w);
      if (open) return open.navigate(url.href).then((w) => (w || open).focus());
      return self.clients.openWindow(url.href);
    }),
  );
});
