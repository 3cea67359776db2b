// 'You are offline': a bar under the top bar while the device has no connection, so pages
// kept by the service worker are not taken for fresh ones. Also keeps the offline caches to the
// person they were filled for (lib/service-worker.ts).
import { useTranslation } from '../lib/translation';
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getSessionQueryOptions, sessionUserId } from '../lib/session';
import { useOfflineCacheOwner } from '../lib/service-worker';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
// A server render knows nothing of the device: it assumes a connection.
const onlineOnServer = () => true;

function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, onlineOnServer);
}

export function OfflineBar() {
  const { t } = useTranslation();
  const online = useOnline();
  const session = useQuery(getSessionQueryOptions());
  useOfflineCacheOwner(session.isSuccess ? sessionUserId(session.data) : undefined);
  return (
    <div role="status">
      {!online && (
        <p className="bg-ink px-4 py-2 text-center text-sm text-white">
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className="me-2 inline align-[-3px]"
          >
            <path d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5a15 15 0 0 1 11.3 3.8M5 12.5a10 10 0 0 1 5.2-2.7M16.9 10.9a10 10 0 0 1 2.1 1.6M8.5 16a5 5 0 0 1 7 0M12 20h.01M3 3l18 18" />
          </svg>
          <strong className="font-semibold">{t('offline.title')}</strong>
          <span className="text-white/85"> · {t('offline.text')}</span>
        </p>
      )}
    </div>
  );
}
