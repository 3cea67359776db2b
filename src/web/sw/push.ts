// Web push (issue 13, decision 095), inside the one service worker: shows a pushed notification and
// opens its page when tapped. Only our own pages: a payload can never send the person elsewhere.
export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    let data: { title?: string; body?: string; url?: string } = {};
    try {
      data = event.data ? (event.data.json() as typeof data) : {};
    } catch {
      data = { body: event.data ? event.data.text() : '' };
    }
    event.waitUntil(
      worker.registration.showNotification(data.title || 'B/S', {
        body: data.body || '',
        icon: '/icons/icon-192.png',
        data: { url: data.url || '/notifications' },
      }),
    );
  });

  worker.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = (event.notification.data as { url?: string } | null)?.url || '/notifications';
    const url = new URL(target, worker.location.origin);
    if (url.origin !== worker.location.origin) return;
    event.waitUntil(
      worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((w) => 'focus' in w);
        if (open) return open.navigate(url.href).then((w) => (w ?? open).focus());
        return worker.clients.openWindow(url.href);
      }),
    );
  });
}
