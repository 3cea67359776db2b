// The page's side of the service worker (decision 123): registering it, and forgetting what it kept
// when the person signs out or another person signs in, so nobody's pages show to the next one.
import { useEffect } from 'react';
import { RUNTIME_CACHE_PREFIX } from '../sw/cache-rules';
import { clearChatDrafts } from './chat-drafts';
import { clearRecentlyViewed } from './recently-viewed';
import { yieldToBrowser } from './ssr-state';

/** The one worker at scope '/': offline caching and web push (built from src/web/sw.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker after the page has loaded, in the production build only: `npm run dev` has no
 * built worker, and a caching worker would only get in the way there.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Deletes every runtime cache (pages, answers, photos); the precached app itself holds no data. */
export async function clearOfflineCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(RUNTIME_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/**
 * Unsubscribes this browser from web push, if it was subscribed. The server has already deleted the
 * subscription with the session that made it (decision 145); this stops the browser offering it
 * again and Settings showing push as on for the next person.
 */
export async function dropPushSubscription(): Promise<void> {
  try {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    const registration = await navigator.serviceWorker.getRegistration('/');
    const subscription = await registration?.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No worker, or push unsupported: there is nothing to drop.
  }
}

const OWNER_KEY = 'bs-offline-owner';

/**
 * Clears the caches when the signed-in person differs from the one they were filled for: a sign-out
 * that did not go through this page (session expired, signed out on another device) or someone
 * else signing in. `userId` is undefined while unknown (loading, or offline), which decides nothing.
 */
export function useOfflineCacheOwner(userId: string | null | undefined): void {
  useEffect(() => {
    if (userId === undefined) return;
    const owner = userId ?? '';
    // In tasks of their own: this runs among the effects that follow a drawn page's hydration, where
    // a first touch of localStorage (~8 ms on a cold start) and of the cache storage (~6 ms) made the
    // one task that runs them all longer.
    void yieldToBrowser().then(async () => {
      let previous: string | null = null;
      try {
        previous = localStorage.getItem(OWNER_KEY);
        localStorage.setItem(OWNER_KEY, owner);
      } catch {
        // Storage off (private mode): clear every time rather than risk keeping someone's pages.
      }
      // Nobody signed in here: no push for this device, whoever turned it on (decision 145).
      if (!owner) await dropPushSubscription();
      if (previous === owner) return;
      // Unsent chat messages are the person's who typed them.
      clearChatDrafts();
      // What a person opened goes with them; a signed-out visitor who signs in keeps theirs.
      if (previous) clearRecentlyViewed();
      await yieldToBrowser();
      await clearOfflineCaches();
    });
  }, [userId]);
}
