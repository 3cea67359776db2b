// A signed-in page's JSON block names its person only as the top bar does (decision 144): no email,
// phone, city, account id or saved-ad ids, and the browser asks for the whole person again at once.
import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../domain/api';
import { setApiTransport } from '../lib/api/client';
import { sessionKeys, sessionUserId } from '../lib/session';
import { writeSsrState } from '../lib/ssr-state';
import { prefetchLayout } from './ssr-pages';

const AYESHA = {
  id: '7d1f0c2a-5b7e-4f61-9c3d-2a8b6e4f1d90',
  name: 'Ayesha Siddiqui',
  email: 'ayesha.siddiqui@example.pk',
  avatarUrl: null,
  defaultPhone: '0301-2345678',
  defaultCity: 'Lahore',
};
const SAVED = '0b8f6b4e-2f1d-4c1e-9a55-3c2d1e0f9a77';

/** The app's API as a signed-in Ayesha would get it. */
function answersFor(me: MeResponse) {
  const asked: string[] = [];
  setApiTransport(async (path) => {
    asked.push(path);
    const body: Record<string, unknown> = {
      '/api/me': me,
      '/api/trending': { searches: [] },
      '/api/chat/unread': { count: 2 },
      '/api/notifications/unread-count': { count: 1 },
      '/api/saved-ads/ids': { ids: [SAVED] },
    };
    return new Response(JSON.stringify(body[path.split('?')[0]!] ?? {}), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

afterEach(() => setApiTransport((path, init) => fetch(path, init)));

describe('what a drawn page carries of its person', () => {
  it('signed in: the name for the top bar, and no email, phone, city, id or saved ads', async () => {
    answersFor({ user: AYESHA });
    const client = new QueryClient();
    await prefetchLayout(client);
    const block = writeSsrState({
      router: { loaderData: {}, actionData: null, errors: null },
      queries: dehydrate(client),
    });

    expect(block).toContain('Ayesha Siddiqui');
    for (const personal of [AYESHA.email, AYESHA.defaultPhone, '03012345678', AYESHA.id, SAVED, 'Lahore'])
      expect(block, personal).not.toContain(personal);
  });

  it('the browser takes that answer as stale, asks again, and decides nobody’s caches on it', async () => {
    answersFor({ user: AYESHA });
    const server = new QueryClient();
    await prefetchLayout(server);
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    const me = browser.getQueryCache().find({ queryKey: sessionKeys.me })!;
    expect(me.isStaleByTime(5 * 60_000)).toBe(true);
    expect(sessionUserId(me.state.data as MeResponse)).toBeUndefined();
    expect(sessionUserId({ user: AYESHA })).toBe(AYESHA.id);
    expect(sessionUserId({ user: null })).toBeNull();
  });

  it('signed out: nobody, and nothing asked about anybody', async () => {
    const asked = answersFor({ user: null });
    const client = new QueryClient();
    await prefetchLayout(client);
    expect(client.getQueryData(sessionKeys.me)).toEqual({ user: null });
    expect(asked.sort()).toEqual(['/api/me', '/api/trending']);
  });
});
