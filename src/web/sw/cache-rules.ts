// What the service worker may keep for offline use (decision 123), shared by the worker (src/web/sw.ts)
// and the page that clears it on sign-out (src/web/lib/service-worker.ts). An allowlist: only the
// public browsing surface (home, listings, search, one ad, their photos) is ever stored; everything
// else goes to the network untouched, so a phone number (POST /api/ads/:id/contact), sign-in (/auth),
// the person (/api/me), chat, notifications, saved things and uploads can never come from a cache.
import { CATEGORIES, categoryBySection, matchPage } from '../../domain/categories';

/**
 * Runtime caches (the precache of the built app is Workbox's own, and holds no data). v2: a v1 cache
 * may hold pages drawn for a signed-in person, kept before the worker obeyed `no-store`; the worker
 * deletes every runtime cache not named here when it starts (decision 144).
 */
export const RUNTIME_CACHES = {
  pages: 'bs-pages-v2',
  api: 'bs-api-v2',
  media: 'bs-media-v2',
} as const;

/** Every runtime cache name starts so; signing out deletes them all. */
export const RUNTIME_CACHE_PREFIX = 'bs-';

/** On a slow connection wait this long for the network before showing the kept copy. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** How many of the last viewed pages, answers and photos are kept (least recently used go first). */
export const CACHE_LIMITS = { pages: 30, api: 60, media: 200 } as const;

/** Public GET answers that pages need to draw listings and ads. Anything else is never stored. */
const PUBLIC_API: readonly RegExp[] = [
  /^\/api\/home$/,
  /^\/api\/ads$/, // listings (filters in the query string)
  /^\/api\/ads\/[^/]+$/, // one ad, and /api/ads/facets; never /api/ads/:id/contact or /edit
  /^\/api\/search$/,
  /^\/api\/locations$/,
  /^\/api\/trending$/,
];

const LISTING_PATHS = new Set(CATEGORIES.map((c) => c.listingPath.toLowerCase()));

export type CacheKind = keyof typeof RUNTIME_CACHES;

/**
 * Which runtime cache a same-origin GET request belongs to, or undefined when it must only ever go
 * to the network. `navigation` is whether the browser is loading a page.
 */
export function cacheFor(url: URL, navigation: boolean): CacheKind | undefined {
  const path = url.pathname;
  if (navigation) {
    if (path === '/' || LISTING_PATHS.has(path.toLowerCase().replace(/\/+$/, ''))) return 'pages';
    // '/:section/:id' also matches /auth/callback: only a real category's section is an ad page.
    const page = matchPage(path);
    return page?.kind === 'ad' && categoryBySection(page.section) ? 'pages' : undefined;
  }
  if (path.startsWith('/media/')) return 'media';
  if (PUBLIC_API.some((p) => p.test(path))) return 'api';
  return undefined;
}

/**
 * Whether a photo answer may be kept: only one the server marks public. A chat photo and a hidden ad's
 * photo come back `private, no-store` (decision 143) and must never land in a cache that outlives the
 * person's session.
 */
export function keepsPhoto(cacheControl: string | null): boolean {
  return /(^|,)\s*public\s*(,|$)/i.test(cacheControl ?? '') && !/no-store/i.test(cacheControl ?? '');
}

/**
 * Whether a response on the allowlist may be written to a cache (decision 144): a whole 200 that
 * the server does not mark `no-store`. A page asked for with a session is `private, no-store`
 * (src/server/http/page-privacy.ts); the worker cannot see the HttpOnly session cookie, so it goes by
 * the header. `private` alone (an ad's answer) means this browser only, which this cache is; it is
 * emptied when the person signs out or changes.
 */
export function mayKeep(response: Response): boolean {
  if (response.status !== 200 || response.type === 'opaque') return false;
  const directives = (response.headers.get('Cache-Control') ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim().split('=')[0]);
  return !directives.includes('no-store');
}

/** A runtime cache of an earlier worker (or of no worker of ours): deleted when the worker starts. */
export function isStaleRuntimeCache(name: string): boolean {
  return name.startsWith(RUNTIME_CACHE_PREFIX) && !(Object.values(RUNTIME_CACHES) as string[]).includes(name);
}

/**
 * Whether an API answer is the same whoever asks (decision 181). The server marks the answers that
 * are not `no-store`; this is the worker's own check of the one viewer field the API has, so an
 * answer from a server before that rule (or a proxy that rewrote its header) is not kept either: an
 * ad answered to its owner says isOwner, and the page draws 'Mark as sold' and 'Edit' from it.
 */
export function sameForEveryone(body: unknown): boolean {
  return !(typeof body === 'object' && body !== null && (body as { isOwner?: unknown }).isOwner === true);
}
