// @vitest-environment happy-dom
// Signed in, a heart tapped before the app is saved at once (decision 222): public/boot.js turns it and
// saves it through the JSON route; the app, once it runs, asks which ads are saved only after those
// saves, so it hydrates and goes on with the heart as the person left it. Refused, the heart turns back
// and the form goes to the server, whose page says why.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { aSessionUser } from '../../../../test/support/web/session-user-factory';
import { APP_HYDRATING_EVENT, SAVING_BEFORE_APP } from '../../../domain/ssr';
import { sessionKeys } from '../../lib/api/session';
import { savedAdPath } from '../../lib/api/saved-ads';
import { createI18n } from '../../lib/i18n';
import { SessionProvider } from '../../lib/session';
import { TranslationProvider } from '../../lib/translation';
import { SaveButton } from './save-button';
import { SavedAdIdsProvider } from './saved-ad-ids';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../../public/boot.js'), 'utf8');
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
const AD = 'ad-1';

/** The server: the person's saved ads, and every request it heard. */
let saved: Set<string>;
let heard: string[];
let refuse: number | 'offline' | undefined;
/** A save the server is still working on, when set. */
let slow: Promise<void> | undefined;
beforeEach(() => {
  saved = new Set();
  heard = [];
  refuse = undefined;
  slow = undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      heard.push(`${method} ${url}`);
      if (refuse === 'offline') throw new TypeError('Failed to fetch');
      if (refuse) return Response.json({ error: { message: 'Please sign in.' } }, { status: refuse });
      if (url === '/api/me') return Response.json({ user: aSessionUser() });
      if (url === '/api/saved-ads/ids') return Response.json({ ids: [...saved], own: [] });
      if (method !== 'GET') await slow;
      if (method === 'PUT') saved.add(AD);
      if (method === 'DELETE') saved.delete(AD);
      return new Response(null, { status: 204 });
    }),
  );
});
let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[SAVING_BEFORE_APP];
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.me, { user: aSessionUser() });
  return client;
};
const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter initialEntries={['/mobile-phones']}>
        <SessionProvider>
          <SavedAdIdsProvider>
            <SaveButton adId={AD} />
          </SavedAdIdsProvider>
        </SessionProvider>
      </MemoryRouter>
    </TranslationProvider>
  </QueryClientProvider>
);

/** The page as the server draws it signed in (no saved ads on it: decision 144), boot.js run first. */
function drawn() {
  document.body.innerHTML = `<div id="root">${renderToString(page(signedIn()))}</div>`;
  new Function(BOOT_JS)();
  const container = document.getElementById('root')!;
  const heart = () => container.querySelector('button')!;
  const tap = () => act(() => heart().click());
  const settled = () =>
    act(async () => {
      await (window as unknown as Record<string, Promise<unknown> | undefined>)[SAVING_BEFORE_APP];
    });
  return { container, heart, tap, settled };
}
const state = (heart: HTMLButtonElement) =>
  `${heart.getAttribute('aria-label')} ${heart.getAttribute('aria-pressed')} ${heart.getAttribute('title')}`;

it('turns the heart at once and saves it through the JSON route; the app then hydrates it saved', async () => {
  const { container, heart, tap, settled } = drawn();
  expect(state(heart())).toBe('Save ad false Save ad');
  let done = () => {};
  slow = new Promise((resolve) => (done = resolve));
  tap();
  expect(state(heart())).toBe('Saved true Saved');

  // The app comes while the server is still saving: it asks which ads are saved only after the save.
  await act(async () => {
    root = hydrateRoot(container, page(signedIn()));
    document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(heard).toEqual([`PUT ${savedAdPath(AD)}`]);
  // Sent so that it outlives the page: a person who leaves at once keeps the save.
  expect(fetch).toHaveBeenCalledWith(savedAdPath(AD), expect.objectContaining({ keepalive: true }));
  done();
  await settled();
  await vi.waitFor(() => expect(heard).toEqual([`PUT ${savedAdPath(AD)}`, 'GET /api/saved-ads/ids']));
  // The answer reaches the hearts in a deferred render (saved-ad-ids.ts): a moment for it.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(state(heart())).toBe('Saved true Saved');
  // Its next tap is the app's, and takes the ad off.
  await act(async () => heart().click());
  await vi.waitFor(() => expect(heard, heard.join(', ')).toContain(`DELETE ${savedAdPath(AD)}`));
  expect(state(heart())).toBe('Save ad false Save ad');
  expect(heard.filter((r) => r.startsWith('PUT'))).toHaveLength(1);
});

it('takes a second tap as taking the ad off again, after the save, in that order', async () => {
  const { heart, tap, settled } = drawn();
  tap();
  tap();
  expect(state(heart())).toBe('Save ad false Save ad');
  await settled();
  expect(heard).toEqual([`PUT ${savedAdPath(AD)}`, `DELETE ${savedAdPath(AD)}`]);
  expect(saved.has(AD)).toBe(false);
});

it('refused, turns the heart back and sends the form, so the server says why', async () => {
  const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  refuse = 401;
  const { heart, tap, settled } = drawn();
  tap();
  await settled();
  expect(state(heart())).toBe('Save ad false Save ad');
  expect(sent).toHaveBeenCalledTimes(1);
  const form = heart().closest('form')!;
  expect(form.getAttribute('action')).toBe(savedAdPath(AD));
  expect((form.querySelector('input[name="save"]') as HTMLInputElement).value).toBe('1');
  // Well-formed and heard, the same tap is taken.
  refuse = undefined;
  tap();
  await settled();
  expect(state(heart())).toBe('Saved true Saved');
  expect(sent).toHaveBeenCalledTimes(1);
});

it('with no network, turns the heart back and sends nothing more', async () => {
  const sent = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
  refuse = 'offline';
  const { heart, tap, settled } = drawn();
  tap();
  await settled();
  expect(state(heart())).toBe('Save ad false Save ad');
  expect(sent).not.toHaveBeenCalled();
});

it('once the app has called hydrateRoot, leaves the heart to it', async () => {
  const { heart, tap } = drawn();
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  tap();
  // Held for the app, as any control whose part is not hydrated yet: busy, not saved by boot.js.
  expect(heart().getAttribute('aria-busy')).toBe('true');
  expect(heard).toEqual([]);
});
