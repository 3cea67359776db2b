import { describe, expect, it } from 'vitest';
import {
  cacheFor,
  isStaleRuntimeCache,
  keepsPhoto,
  mayKeep,
  RUNTIME_CACHES,
  sameForEveryone,
} from './cache-rules';

const at = (path: string) => new URL(path, 'https://bs.pk');
const ID = '0b8f6b4e-2f1d-4c1e-9a55-3c2d1e0f9a77';

describe('what the service worker may keep offline', () => {
  it('keeps the pages of home, listings and ads', () => {
    for (const path of ['/', '/mobile-phones', '/property?city=Lahore', `/mobile-phones/${ID}`])
      expect(cacheFor(at(path), true), path).toBe('pages');
  });

  it('never keeps pages that are about the person or signing in', () => {
    for (const path of [
      '/my-ads',
      '/settings',
      '/chat',
      `/chat/${ID}`,
      '/saved',
      '/saved-searches',
      '/notifications',
      '/admin',
      '/post/mobiles',
      `/edit-post/${ID}`,
      '/auth/login',
      '/auth/callback?code=x',
      '/dev-oidc/authorize',
    ])
      expect(cacheFor(at(path), true), path).toBeUndefined();
  });

  it('keeps the public answers listings and ads are drawn from, and photos', () => {
    expect(cacheFor(at('/api/home?location=Lahore'), false)).toBe('api');
    expect(cacheFor(at('/api/ads?category=mobiles&page=2'), false)).toBe('api');
    expect(cacheFor(at('/api/ads/facets?category=mobiles'), false)).toBe('api');
    expect(cacheFor(at(`/api/ads/${ID}`), false)).toBe('api');
    expect(cacheFor(at('/api/search?q=iphone'), false)).toBe('api');
    expect(cacheFor(at(`/media/${ID}-800.webp`), false)).toBe('media');
  });

  it('never keeps a phone number, the person, chat, notifications, saved things or uploads', () => {
    for (const path of [
      `/api/ads/${ID}/contact`,
      `/api/ads/${ID}/edit`,
      '/api/me',
      '/api/me/settings',
      '/api/my-ads',
      '/api/chat/conversations',
      '/api/chat/unread',
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/saved-ads',
      '/api/saved-ads/ids',
      '/api/saved-searches',
      '/api/images',
      '/api/push/key',
      '/api/admin/reports',
      '/auth/logout',
      '/api/suggestions?q=ip',
    ])
      expect(cacheFor(at(path), false), path).toBeUndefined();
  });

  it("keeps a photo only when the server says it is public (never a chat photo or a hidden ad's)", () => {
    expect(keepsPhoto('public, max-age=31536000, immutable')).toBe(true);
    expect(keepsPhoto('private, no-store')).toBe(false);
    expect(keepsPhoto('private, max-age=60')).toBe(false);
    expect(keepsPhoto(null)).toBe(false);
  });
});

describe('what the service worker may write to a cache (decision 144)', () => {
  const answer = (cacheControl: string | null, status = 200) =>
    new Response('<html>Ayesha</html>', {
      status,
      headers: cacheControl === null ? {} : { 'Cache-Control': cacheControl },
    });

  it('never a page drawn for a signed-in person, nor anything else marked no-store', () => {
    for (const header of [
      'private, no-store',
      'no-store',
      'No-Store',
      'no-cache,no-store',
      'max-age=0, no-store',
    ])
      expect(mayKeep(answer(header)), header).toBe(false);
  });

  it('a signed-out page, a public answer, a photo, and an ad’s answer for this browser only', () => {
    for (const header of [
      'no-cache',
      null,
      'public, max-age=31536000, immutable',
      'private, no-cache',
      'no-store-ish=1',
    ])
      expect(mayKeep(answer(header)), String(header)).toBe(true);
  });

  it('nothing but a whole 200', () => {
    for (const status of [206, 401, 404, 500])
      expect(mayKeep(answer(null, status)), String(status)).toBe(false);
  });

  it('drops the caches of an earlier worker, and only ours', () => {
    for (const name of ['bs-pages-v1', 'bs-api-v1', 'bs-media-v1'])
      expect(isStaleRuntimeCache(name)).toBe(true);
    for (const name of Object.values(RUNTIME_CACHES)) expect(isStaleRuntimeCache(name)).toBe(false);
    expect(isStaleRuntimeCache('workbox-precache-v2-https://bs.pk/')).toBe(false);
  });

  it('keeps no answer that depends on who asked: an ad answered to its owner', () => {
    expect(sameForEveryone({ id: 'a', isOwner: true })).toBe(false);
    for (const body of [{ id: 'a', isOwner: false }, { items: [] }, null, 'text'])
      expect(sameForEveryone(body), JSON.stringify(body)).toBe(true);
  });
});
