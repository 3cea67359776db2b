// Web push (decision 095), inside the one service worker: shows a pushed notification and
// opens its page when tapped. Only our own pages: a payload can never send the person elsewhere.
// Only a title and a link are shown (decision 145): no body, so no message text reaches a lock screen
// even from a payload that carried one.
export function listenForPush(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('push', (event) => {
    let data: { title?: unknown; url?: unknown } = {};
    try {
      data = event.data ? (event.data.json() as typeof data) : {};
    } catch {
      data = {};
    }
    event.waitUntil(
      worker.registration.showNotification(
        typeof data.title === 'string' && data.title ? data.title : 'B/S',
        {
          icon: '/icons/icon-192.png',
          data: { url: typeof data.url === 'string' && data.url ? data.url : '/notifications' },
        },
      ),
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
