// A shared phone keeps no one's data (decisions 144, 145), at 390 × 844 with the service worker on:
// a person signs in, sets a number, saves an ad and browses; their session ends on another device; the
// phone goes offline and is reloaded: nothing of theirs is in the page, its HTML or the caches. And a
// device stops getting pushes when its person signs out.
import type { Page } from '@playwright/test';
import type { ListingResponse } from '../src/domain/api';
import { adPath, getCategory } from '../src/domain/categories';
import { PUSH_TITLES } from '../src/domain/notifications';
import { startLocalPushService, type LocalPushService } from '../test/support/server/push-service';
import { expect, newPerson, PHONE, signIn, testOffline as test, uniqueWord } from './support/fixtures';
import { seller } from './support/seller';
import { workerActivated } from './support/service-worker';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

/** Every cache of this origin (the worker's and the precache), each entry's address and text. */
function everythingCached(page: Page): Promise<{ url: string; text: string }[]> {
  return page.evaluate(async () => {
    const out: { url: string; text: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname;
        // The built scripts and styles hold no data; everything else is read whole.
        const text = /^\/assets\//.test(path) ? '' : await ((await cache.match(request))?.text() ?? '');
        out.push({ url: request.url, text });
      }
    }
    return out;
  });
}

test('after a session ends elsewhere, the offline phone shows nothing of its person', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('Ayesha Sharedphone');
  const number = '0312-7654321';
  // An ad not on home nor among the pages browsed, so its id in a cache can only come from its save.
  const listing = (await (await page.request.get('/api/ads?category=vehicles')).json()) as ListingResponse;
  const savedAd = listing.items.at(-1)!;
  const home = await (await page.request.get('/api/home')).text();
  expect(home).not.toContain(savedAd.id);

  await signIn(page, person);
  await workerActivated(page);
  await page.goto('/settings');
  await page.getByLabel('Default contact number').fill(number);
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText('Settings saved. New ads will start with these.')).toBeVisible();

  // Saved from its card: an ad opened is kept for offline until its person changes (decision 144),
  // a save is theirs alone.
  await page.goto(getCategory(savedAd.category).listingPath);
  const savedCard = page
    .getByRole('article')
    .filter({ has: page.locator(`a[href="${adPath(savedAd.category, savedAd.id)}"]`) })
    .first();
  await savedCard.getByRole('button', { name: 'Save ad' }).click();
  await expect(savedCard.getByRole('button', { name: 'Saved' })).toBeVisible();
  // Browsing: home, a listing and an ad, each drawn by the server for this person.
  await page.goto('/mobile-phones');
  const other = ((await (await page.request.get('/api/ads?category=mobiles')).json()) as ListingResponse)
    .items[0]!;
  await page.goto(adPath(other.category, other.id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/');
  // Signed in, the page names its person (the top bar), so what follows can tell.
  await expect.poll(() => page.content()).toContain(person.name);

  // 'Sign out of all devices' on another phone.
  const elsewhere = await browser.newContext({ viewport: PHONE });
  const second = await elsewhere.newPage();
  await signIn(second, person);
  await second.goto('/settings');
  await second.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(second.getByText('You are logged out successfully.')).toBeVisible();
  await elsewhere.close();

  // The phone is offline when the next person picks it up.
  await context.setOffline(true);
  for (const path of ['/', '/mobile-phones', adPath(other.category, other.id)]) {
    await page.goto(path);
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    const shown = await page.locator('body').innerText();
    const html = await page.content();
    for (const [what, secret] of [
      ['name', person.name],
      ['email', person.email],
      ['number', number],
      ['number, digits', number.replace(/\D/g, '')],
      ['saved ad', savedAd.id],
    ] as const) {
      expect(shown, `${what} on ${path}`).not.toContain(secret);
      expect(html, `${what} in the HTML of ${path}`).not.toContain(secret);
    }
  }
  const cached = await everythingCached(page);
  expect(cached.length, 'the app itself is still there').toBeGreaterThan(0);
  for (const { url, text } of cached)
    for (const secret of [person.name, person.email, number, number.replace(/\D/g, ''), savedAd.id])
      expect(`${url}\n${text}`, `${url} in the caches`).not.toContain(secret);
  await context.setOffline(false);
});

test.describe('push on a shared phone', () => {
  let service: LocalPushService;
  test.beforeAll(async () => {
    // On the port playwright.config.ts named in the server's PUSH_SERVICE_HOSTS.
    service = await startLocalPushService(Number(process.env.E2E_PUSH_PORT));
  });
  test.afterAll(async () => {
    await service.stop();
  });

  test('signing out ends this device’s push, in the browser and on the server', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    // Chromium's own push service is out of reach here, so the browser's subscription comes from the
    // local push service; it is kept in localStorage, so only an unsubscribe() call removes it.
    let clientHash = '';
    await page.exposeFunction('subscribeAtLocalPushService', async (key: string) => {
      const sub = await service.subscribe(key);
      clientHash = sub.clientHash;
      return { endpoint: sub.endpoint, keys: sub.keys };
    });
    await page.addInitScript(() => {
      const KEY = 'e2e-push-subscription';
      const w = window as unknown as {
        subscribeAtLocalPushService(key: string): Promise<{ endpoint: string; keys: object }>;
      };
      const toBase64Url = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const wrap = (json: { endpoint: string; keys: object }) => ({
        endpoint: json.endpoint,
        toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const json = await w.subscribeAtLocalPushService(
          toBase64Url(options!.applicationServerKey as ArrayBuffer),
        );
        localStorage.setItem(KEY, JSON.stringify(json));
        return wrap(json) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => {
        const stored = localStorage.getItem(KEY);
        return stored ? (wrap(JSON.parse(stored)) as unknown as PushSubscription) : null;
      };
    });
    await context.grantPermissions(['notifications']);
    const subscription = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
      });

    // A seller whose price drops reach the buyer's phone.
    const sell = await seller(browser, baseURL!);
    const title = `Shared phone ${uniqueWord()}`;
    const ad = await sell.post('mobiles', { Title: title, price: '50000' });

    await signIn(page, newPerson('Pervaiz Private'));
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect(page.getByText('On for this device')).toBeVisible();
    expect(await subscription()).not.toBeNull();
    await page.goto(ad.path);
    // The ad's own heart, beside its price: the similar ads' cards below have theirs.
    await page.locator('main aside').getByRole('button', { name: 'Save ad' }).click();
    await expect(page.locator('main aside').getByRole('button', { name: 'Saved' })).toBeVisible();

    // Signed in, a drop is pushed: its kind's title and the link, nothing of the ad.
    await sell.setPrice(ad.id, '45000');
    const pushed = () => service.messages(clientHash).then((all) => all.map((m) => JSON.parse(m) as object));
    await expect
      .poll(pushed, { timeout: 20_000, intervals: [1000] })
      .toEqual([{ title: PUSH_TITLES.price_drop, url: ad.path }]);

    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('You are logged out successfully.')).toBeVisible();
    // The browser no longer holds a subscription...
    await expect.poll(subscription).toBeNull();
    // ...and the server none for this device: the next drop is not pushed (alerts run every second in
    // the journeys, and the first drop arrived within a few).
    await sell.setPrice(ad.id, '40000');
    await page.waitForTimeout(6_000);
    expect(await pushed()).toHaveLength(1);
    await sell.close();
  });
});
