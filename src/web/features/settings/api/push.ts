// Web push on this device: the server's public key, and turning push on or off. Turning on
// registers the app's one service worker (src/web/sw.ts, decision 123) if it is not yet, asks the
// browser for permission, subscribes with the server's key and hands the subscription to the server.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PushKeyResponse } from '../../../../domain/api';
import { api } from '../../../lib/api/client';
import { SERVICE_WORKER_URL } from '../../../lib/service-worker';

const getPushKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'key'] as const,
    queryFn: ({ signal }) => api<PushKeyResponse>('/api/push/key', { signal }),
    staleTime: Infinity,
  });

export const usePushKey = () => useQuery(getPushKeyQueryOptions());

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

class PushDeniedError extends Error {}

export async function turnOnPush(publicKey: string): Promise<void> {
  const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  await navigator.serviceWorker.ready;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted')
    throw new PushDeniedError(
      'Notifications are blocked for this site. Allow them in your browser settings.',
    );
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  await api<void>('/api/push/subscriptions', { body: subscription.toJSON() as Record<string, unknown> });
}

export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await api<void>('/api/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
