/// <reference lib="webworker" />
// The one service worker at scope '/' (decision 123): web push, the built app precached, and the last
// viewed home, listings and ads kept for offline use. Built by vite-plugin-pwa (injectManifest) into
// /sw.js; src/web/lib/service-worker.ts registers it in the production build only.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  CACHE_LIMITS,
  cacheFor,
  keepsPhoto,
  isStaleRuntimeCache,
  mayKeep,
  NETWORK_TIMEOUT_SECONDS,
  RUNTIME_CACHES,
  sameForEveryone,
} from './sw/cache-rules';
import { listenForPush } from './sw/push';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

listenForPush(self);

// A new build takes over at once: the precache holds only hashed files, so old pages keep working.
void self.skipWaiting();
clientsClaim();

const ours = (url: URL) => url.origin === self.location.origin;
// Nothing marked no-store is ever written, whatever the allowlist says (decision 144): a page drawn
// for a signed-in person never reaches a cache, so an offline page is only ever a signed-out one.
// (This replaces Workbox's own check, which kept any 200.)
const obeyNoStore = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null),
};
const kept = (kind: keyof typeof RUNTIME_CACHES) => ({
  cacheName: RUNTIME_CACHES[kind],
  plugins: [obeyNoStore, new ExpirationPlugin({ maxEntries: CACHE_LIMITS[kind], purgeOnQuotaError: true })],
});

// Caches an earlier worker filled go when this one takes over: v1 may hold personal pages.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter(isStaleRuntimeCache).map((name) => caches.delete(name)))),
  );
});

// Registered before the precache so '/' comes fresh from the network, not as the precached shell.
registerRoute(
  ({ request, url }) => ours(url) && cacheFor(url, request.mode === 'navigate') === 'pages',
  new NetworkFirst({ ...kept('pages'), networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
);
// An answer that depends on who asks (an ad answered to its owner) is never kept (decision 181).
const viewerFreeOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (!mayKeep(response)) return null;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    return sameForEveryone(body) ? response : null;
  },
};
registerRoute(
  ({ request, url }) => ours(url) && request.mode !== 'navigate' && cacheFor(url, false) === 'api',
  new NetworkFirst({
    ...kept('api'),
    plugins: [...kept('api').plugins, viewerFreeOnly],
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  }),
);
// Photo names never change what they hold (decision 030), so a kept copy is always right; a photo for
// some people only (a chat photo, a hidden ad's) is never kept (decision 143).
const publicPhotosOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    keepsPhoto(response.headers.get('Cache-Control')) ? response : null,
};
registerRoute(
  ({ request, url }) => ours(url) && request.mode !== 'navigate' && cacheFor(url, false) === 'media',
  new CacheFirst({ ...kept('media'), plugins: [...kept('media').plugins, publicPhotosOnly] }),
);
// Every other page of ours goes to the network only; offline it gets the app shell below. Sign-in,
// the API, the language switch's link (decision 217) and a search box sent as a form (decision 221)
// are left alone entirely (redirects and cookies stay the browser's business; the shell at /lang/ur
// or /search would be a page that does not exist).
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    ours(url) &&
    !/^\/(api|auth|dev-oidc|media|lang|search)(\/|$)/.test(url.pathname),
  new NetworkOnly(),
);

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Offline and not kept: a page still opens as the app shell, which says 'You are offline'.
setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') return (await matchPrecache('/index.html')) ?? Response.error();
  return Response.error();
});
