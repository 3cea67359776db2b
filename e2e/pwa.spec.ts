// The app on a phone (390 × 844) (decision 123): installable (manifest, one service worker at '/'),
// forgiving offline (an ad opened before still shows, under 'You are offline'), nothing kept after
// sign-out, photos with a srcset and the first ones fetched first, and Call / WhatsApp on a signed-in
// card that reveal once.
import { axeSettled } from './support/axe';
import type { Page } from '@playwright/test';
import type { AdDetail, ListingResponse } from '../src/domain/api';
import { adPath, CATEGORIES } from '../src/domain/categories';
import { expect, newPerson, PHONE, signIn, testOffline as test } from './support/fixtures';
import { workerActivated } from './support/service-worker';

const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}

async function axeClean(page: Page, what: string) {
  const { violations } = await axeSettled(page);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
    [],
  );
}

/** Paths of everything the service worker keeps in its runtime caches (not the precached app). */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('bs-')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) out.push(new URL(request.url).pathname);
    }
    return out;
  });
}

/**
 * The ad on the page is kept for offline: opened in the app its answer is, and drawn by the server
 * (a link tapped before the app ran) the app asks for it in the background. A person reading the page
 * gives it that time before the line drops.
 */
async function adKept(page: Page): Promise<void> {
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect
    .poll(async () => (await keptPaths(page)).includes(`/api/ads/${id}`), { message: `ad ${id} kept` })
    .toBe(true);
}

/** Once the worker is active (so the pages opened next are its), opens the first phone ad from its listing; its title. */
async function openFirstAd(page: Page): Promise<string> {
  await workerActivated(page);
  await page.goto('/mobile-phones');
  const card = page.locator('main article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: 'View Full Details' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await adKept(page);
  return title;
}

const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

test('installable: a valid manifest, its icons, and one service worker at / that precaches the app', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const answer = await request.get(href!);
  expect(answer.ok()).toBe(true);
  expect(answer.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await answer.json()) as {
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'B/S',
    short_name: 'B/S',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b4f4a',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b4f4a');
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]) {
    const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose} icon`).toBeDefined();
    const png = await (await request.get(icon!.src)).body();
    // PNG signature, then the IHDR chunk's width and height.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(sizes);
  }

  await workerActivated(page);
  const workers = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => ({
      scope: r.scope,
      script: r.active?.scriptURL,
      state: r.active?.state,
    })),
  );
  expect(workers).toEqual([{ scope: `${baseURL}/`, script: `${baseURL}/sw.js`, state: 'activated' }]);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
    const cache = await caches.open(name!);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(precached).toContain('/index.html');
  expect(precached.some((p) => /^\/assets\/.+\.js$/.test(p))).toBe(true);
  expect(precached.some((p) => /^\/assets\/.+\.css$/.test(p))).toBe(true);
});

test('offline, an ad opened as a page load (a link tapped before the app ran) still shows', async ({
  page,
  context,
}) => {
  await signIn(page, newPerson('Olga Offline'));
  await workerActivated(page);
  await page.goto('/mobile-phones');
  const card = page.locator('main article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  const href = (await card.getByRole('link', { name: 'View Full Details' }).getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await adKept(page);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBar(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('offline, an ad opened before still shows, under the offline bar', async ({ page, context }) => {
  await signIn(page, newPerson('Omar Offline'));
  const title = await openFirstAd(page);
  await expect(offlineBar(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(offlineBar(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: /photo 1 of/ })).toBeVisible();
  // The number is never kept: offline it cannot be revealed, and nothing shows it.
  await expect(page.getByText(/03\d{2}-\d{7}/)).toHaveCount(0);
  await axeClean(page, 'offline ad page');
  await shoot(page, 'offline-ad');

  // Back online, the bar goes.
  await context.setOffline(false);
  await expect(offlineBar(page)).toHaveCount(0);
});

test('after signing out, nothing kept while signed in is served offline', async ({ page, context }) => {
  const person = newPerson('Sana Private');
  await signIn(page, person);
  const title = await openFirstAd(page);
  const adUrl = page.url();
  const adApi = `/api/ads/${adUrl.split('/').at(-1)}`;
  await expect.poll(() => keptPaths(page)).toContain(adApi);
  // Personal pages and answers are never kept, signed in or not.
  await page.goto('/my-ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const kept = await keptPaths(page);
  for (const personal of ['/my-ads', '/api/my-ads', '/api/me', '/api/saved-ads/ids', '/api/notifications'])
    expect(kept, personal).not.toContain(personal);

  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out successfully.')).toBeVisible();
  await expect.poll(() => keptPaths(page)).not.toContain(adApi);

  await context.setOffline(true);
  await page.goto(adUrl);
  await expect(offlineBar(page)).toBeVisible();
  await expect(page.getByText('This ad could not be loaded.')).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  await expect(page.getByText(person.name)).toHaveCount(0);
  await shoot(page, 'offline-after-sign-out');
});

test('card photos offer three renditions, and only the first ones are fetched at high priority', async ({
  page,
  request,
}) => {
  await page.goto('/mobile-phones');
  const photos = page.locator('main article img');
  await expect(photos.first()).toBeVisible();
  const attributes = await photos.evaluateAll((images) =>
    images.map((img) => ({
      srcset: img.getAttribute('srcset') ?? '',
      sizes: img.getAttribute('sizes'),
      priority: img.getAttribute('fetchpriority'),
      loading: img.getAttribute('loading'),
      decoding: img.getAttribute('decoding'),
      box: [img.getAttribute('width'), img.getAttribute('height')],
    })),
  );
  expect(attributes.length).toBeGreaterThan(4);
  attributes.forEach((a, i) => {
    expect(a.srcset).toMatch(/-400\.webp 400w, .+-800\.webp 800w, .+-1600\.webp 1600w$/);
    expect(a.sizes).toMatch(/50vw$/);
    expect(a.box).toEqual(['400', '300']);
    if (i < 4) expect([a.priority, a.loading], `card ${i + 1}`).toEqual(['high', 'eager']);
    else expect([a.loading, a.decoding], `card ${i + 1}`).toEqual(['lazy', 'async']);
  });
  // The server's page starts those four downloads before the parser reaches the cards: React writes
  // their preloads ahead of the page's markup.
  const preloads = await page
    .locator('link[rel="preload"][as="image"]')
    .evaluateAll((links) =>
      links.map((l) => [l.getAttribute('imagesrcset'), l.getAttribute('fetchpriority')]),
    );
  expect(preloads).toEqual(attributes.slice(0, 4).map((a) => [a.srcset, 'high']));
  // The first photo really loads, from a rendition that exists.
  await expect
    .poll(() => photos.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const medium = attributes[0]!.srcset.match(/(\S+-800\.webp)/)![1]!;
  expect((await request.get(medium)).headers()['content-type']).toBe('image/webp');

  // The ad page: its first photo too.
  await signIn(page, newPerson(), '/mobile-phones');
  await page.locator('main article').first().getByRole('link', { name: 'View Full Details' }).click();
  const first = page.getByRole('img', { name: /photo 1 of/ });
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('loading', 'eager');
  await expect(first).toHaveAttribute('srcset', /400w, .+800w, .+1600w$/);
  await expect(first).toHaveAttribute('sizes', /100vw$/);
});

test('signed in, Call and WhatsApp show from the start and reveal the number once', async ({
  page,
  context,
}) => {
  const reveals: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/ads\/[^/]+\/contact$/.test(r.url())) reveals.push(r.url());
  });
  // wa.me is out of reach here: answer it locally, to see the link WhatsApp is opened with.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
  );
  await signIn(page, newPerson('Kashif Caller'), '/mobile-phones');

  // The first card whose seller left a number.
  const { items } = (await (await page.request.get('/api/ads?category=mobiles')).json()) as ListingResponse;
  let index = -1;
  for (const [i, item] of items.slice(0, 8).entries()) {
    const ad = (await (await page.request.get(`/api/ads/${item.id}`)).json()) as AdDetail;
    if (ad.hasPhone) {
      index = i;
      break;
    }
  }
  expect(index, 'a demo ad with a number').toBeGreaterThanOrEqual(0);
  const card = page.locator('main article').nth(index);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Click to reveal number' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Call' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
  await axeClean(page, 'signed-in listing');
  await shoot(page, 'card-call-whatsapp');

  const popup = page.waitForEvent('popup');
  await card.getByRole('button', { name: 'WhatsApp' }).click();
  await expect((await popup).waitForURL(/^https:\/\/wa\.me\/923\d{9}$/)).resolves.toBeUndefined();
  await expect(card.getByRole('button', { pressed: true })).toHaveText(/^03\d{2}-?\d{7}$/);
  await expect(card.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:03\d{9}$/);
  await expect(card.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/923\d{9}$/,
  );
  // Hiding and showing again, or opening the ad, asks for nothing more.
  await card.getByRole('button', { pressed: true }).click();
  await card.getByRole('button', { name: 'Click to reveal number' }).click();
  await card.getByRole('link', { name: 'View Full Details' }).click();
  await expect(
    page.getByRole('region', { name: 'Contact Seller' }).getByRole('link', { name: 'Call' }),
  ).toBeVisible();
  expect(reveals).toHaveLength(1);
  await shoot(page, 'ad-page-revealed');
});

test('on the ad page, Call is there from the start and reveals the number once', async ({ page }) => {
  const reveals: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/ads\/[^/]+\/contact$/.test(r.url())) reveals.push(r.url());
  });
  await signIn(page, newPerson('Tahir Tel'), '/mobile-phones');
  const { items } = (await (await page.request.get('/api/ads?category=vehicles')).json()) as ListingResponse;
  let ad: AdDetail | undefined;
  for (const item of items) {
    ad = (await (await page.request.get(`/api/ads/${item.id}`)).json()) as AdDetail;
    if (ad.hasPhone) break;
  }
  expect(ad?.hasPhone).toBe(true);
  await page.goto(adPath(ad!.category, ad!.id));
  const contact = page.getByRole('region', { name: 'Contact Seller' });
  await expect(contact.getByRole('button', { name: 'Show phone number' })).toBeVisible();
  const call = contact.getByRole('button', { name: 'Call' });
  await expect(call).toBeVisible();
  await expect(contact.getByRole('button', { name: 'WhatsApp' })).toBeVisible();
  await axeClean(page, 'ad page');
  await contact.scrollIntoViewIfNeeded();
  await shoot(page, 'ad-page-contact');
  await call.click();
  await expect(contact.getByRole('link', { name: /^03\d{2}-?\d{7}$/ })).toHaveAttribute(
    'href',
    /^tel:03\d{9}$/,
  );
  await expect(contact.getByRole('link', { name: 'Call' })).toHaveAttribute('href', /^tel:03\d{9}$/);
  expect(reveals).toHaveLength(1);
});

test('category icons are drawn as SVG beside their names, on home and in the menu', async ({ page }) => {
  const EMOJI = /\p{Extended_Pictographic}/u;
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'All Categories' });
  const tiles = grid.getByRole('link');
  await expect(tiles).toHaveCount(CATEGORIES.length);
  await expect(grid.locator('svg[data-category-icon][aria-hidden="true"]')).toHaveCount(CATEGORIES.length);
  for (const c of CATEGORIES)
    await expect(grid.getByRole('link', { name: c.name, exact: true })).toBeVisible();
  expect(await grid.textContent()).not.toMatch(EMOJI);
  await grid.scrollIntoViewIfNeeded();
  await shoot(page, 'home-category-icons');

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.locator('svg[data-category-icon]')).toHaveCount(CATEGORIES.length);
  expect(await drawer.getByRole('link', { name: 'Mobiles', exact: true }).textContent()).not.toMatch(EMOJI);
  await axeClean(page, 'menu');
  await shoot(page, 'menu-category-icons');
});
