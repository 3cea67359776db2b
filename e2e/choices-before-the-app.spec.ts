// What a person chooses or taps on a drawn page before the app has come is kept, and acts once
// (decisions 174 and 207). On a phone with the CPU slowed 4×, each journey acts the first moment its
// control is visible, as a person does, and then looks at what the page shows as the app arrives:
// every frame, the field must still hold what was chosen; the address, the rows and the next search
// must follow it; a held tap reaches the server once. They wait with waitForURL and waitFor, not with
// expect's toHaveURL and toBeVisible: on a page slowed 4× those take the page's main thread from the
// app on every try (support/first-taps.ts, headingWith).
import type { Page, Request } from '@playwright/test';
import { adPath } from '../src/domain/categories';
import { aDemoPhoneAd, headingWith, PHONE_VIEWPORT, signInThroughLink, slowCpu } from './support/first-taps';
import { expect, newPerson, test } from './support/fixtures';

test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });

/**
 * Runs in the page before its scripts: from the first change of `css` (the person's choice) on, every
 * frame notes what the field shows, so a value the app put back for a moment is seen.
 * Sent as source text: tsx would wrap a named inner function in a helper the page does not have.
 */
const watchField = (css: string) => `
  window.__bsShown = [];
  let chosen = false;
  document.addEventListener('change', (event) => {
    if (event.target instanceof Element && event.target.matches(${JSON.stringify(css)})) chosen = true;
  }, true);
  requestAnimationFrame(function frame() {
    const field = document.querySelector(${JSON.stringify(css)});
    if (chosen && field && window.__bsShown.at(-1) !== field.value) window.__bsShown.push(field.value);
    requestAnimationFrame(frame);
  });
`;
const shown = (page: Page) => page.evaluate(() => (window as unknown as { __bsShown: string[] }).__bsShown);

/** The city of each card in view (a property's card reads 'Society, City'). */
const cardCities = (page: Page) =>
  page
    .locator('main article p span[dir="auto"]')
    .evaluateAll((spans) => [...new Set(spans.map((s) => (s.textContent ?? '').split(', ').at(-1)))].sort());

/** Requests of `page` whose path starts with `path` and whose method is `method`, as they go out. */
function requestsTo(page: Page, method: string, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.startsWith(path)) seen.push(r);
  });
  return seen;
}

test('home: a city picked the first moment the picker shows is kept, and the rows and the next search follow it', async ({
  page,
}) => {
  await slowCpu(page);
  await page.addInitScript(watchField('#home-location'));
  const searches = requestsTo(page, 'GET', '/api/search');
  await page.goto('/', { waitUntil: 'commit' });
  const picker = page.locator('#home-location');
  await picker.selectOption('Lahore');

  await page.waitForURL(/\?location=Lahore$/, { waitUntil: 'commit' });
  // The rows are Lahore's: the app has come and fetched them for the city chosen.
  await expect.poll(() => cardCities(page), { timeout: 20_000 }).toEqual(['Lahore']);
  await expect(picker).toHaveValue('Lahore');
  // Never, in any frame since the choice, did the picker show another city (or all of Pakistan).
  expect(await shown(page)).toEqual(['Lahore']);

  // The next search from this page goes out with the city.
  await page.locator('#home-search').fill('galaxy');
  await page.locator('#home-search').press('Enter');
  await page.waitForURL(/\?q=galaxy&location=Lahore$/, { waitUntil: 'commit' });
  await expect
    .poll(() => searches.map((r) => new URL(r.url()).searchParams.get('location')))
    .toEqual(['Lahore']);

  // One choice, one step in the history: Back leaves the city, then the search.
  await page.goBack();
  await page.waitForURL(/\?location=Lahore$/, { waitUntil: 'commit' });
  await page.goBack();
  await page.waitForURL(/\/$/, { waitUntil: 'commit' });
  await expect(picker).toHaveValue('');
});

test('home: a search sent right after the city, before the app has drawn it, goes out with the city', async ({
  page,
}) => {
  await slowCpu(page);
  const searches = requestsTo(page, 'GET', '/api/search');
  await page.goto('/', { waitUntil: 'commit' });
  await page.locator('#home-location').selectOption('Lahore');
  await page.locator('#home-search').fill('galaxy');
  await page.locator('#home-search').press('Enter');

  await page.waitForURL(/\?q=galaxy&location=Lahore$/, { waitUntil: 'commit', timeout: 20_000 });
  await headingWith(page, /^Search Results/).waitFor();
  // Sent before the app, the box goes as a form and the server draws the results (decision 221); sent
  // once the app has started, the app asks for them. Either way the search and the rows are Lahore's.
  expect(searches.map((r) => new URL(r.url()).searchParams.get('location'))).not.toContain(null);
  await expect.poll(() => cardCities(page), { timeout: 20_000 }).toEqual(['Lahore']);
  await expect(page.locator('#home-location')).toHaveValue('Lahore');
});

test('a listing: a sort chosen the first moment it shows is kept, and the list follows it', async ({
  page,
}) => {
  await slowCpu(page);
  await page.addInitScript(watchField('#listing-sort'));
  await page.goto('/mobile-phones', { waitUntil: 'commit' });
  const sort = page.locator('#listing-sort');
  await sort.selectOption('price_low');

  await page.waitForURL(/\/mobile-phones\?sort=price_low$/, { waitUntil: 'commit' });
  const prices = () =>
    page
      .locator('main article')
      .evaluateAll((cards) =>
        cards.map((c) => Number((c.textContent ?? '').match(/Rs\. ([\d,]+)/)?.[1]?.replace(/,/g, ''))),
      );
  await expect
    .poll(
      async () => {
        const p = await prices();
        return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await expect(sort).toHaveValue('price_low');
  // Chosen before hydrateRoot, the sort loads its page drawn with the choice (boot.js, decision 208),
  // which records no change of its own; chosen later, the app takes it in the same page. Either way no
  // frame after the choice shows another sort.
  expect((await shown(page)).filter((value) => value !== 'price_low')).toEqual([]);

  // One choice, one step in the history.
  await page.goBack();
  await page.waitForURL(/\/mobile-phones$/, { waitUntil: 'commit' });
  await expect(sort).toHaveValue('newest');
});

test("the ad page, signed in: 'Save ad' tapped before the app saves once, and a report goes once", async ({
  page,
}) => {
  const ad = await aDemoPhoneAd(page);
  await signInThroughLink(page, newPerson('Tapped Early'));
  await slowCpu(page);
  const saves = requestsTo(page, 'PUT', '/api/saved-ads/');
  const unsaves = requestsTo(page, 'DELETE', '/api/saved-ads/');
  // The JSON route or its form twin (…/reports/form): one request between them.
  const reports = requestsTo(page, 'POST', `/api/ads/${ad.id}/reports`);
  await page.goto(adPath(ad.category, ad.id), { waitUntil: 'commit' });
  // The ad's own heart, beside its price: the similar ads' cards below have theirs.
  await page.locator('main aside').getByRole('button', { name: 'Save ad', exact: true }).tap();
  await page
    .locator('main aside')
    .getByRole('button', { name: 'Saved', exact: true })
    .waitFor({ timeout: 20_000 });

  // Anew, the report: tapped the first moment it shows. Before the app it is the server's form, which
  // comes back to the ad with the thanks; after, the app's dialog, which says them (decision 213).
  await page.goto(adPath(ad.category, ad.id), { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Report', exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await dialog.getByRole('radio', { name: 'Fraud or scam' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).tap();
  await page.getByText('Thank you. Our team will review this ad.').first().waitFor();

  // Whatever the page gave again on its way, the server heard each once (a second request would
  // follow the first within a frame or two; a moment more covers the slowed CPU).
  await page.waitForTimeout(1_500);
  expect(saves.map((r) => new URL(r.url()).pathname)).toEqual([`/api/saved-ads/${ad.id}`]);
  expect(unsaves).toEqual([]);
  expect(reports).toHaveLength(1);
  const ids = (await (await page.request.get('/api/saved-ads/ids')).json()) as { ids: string[] };
  expect(ids.ids.filter((id) => id === ad.id)).toHaveLength(1);
});

test('signed in, a heart tapped the first moment it shows turns at once and is saved; the next tap takes it off', async ({
  page,
}) => {
  const ad = await aDemoPhoneAd(page);
  await signInThroughLink(page, newPerson('Hearts Early'));
  await slowCpu(page);
  const saves = requestsTo(page, 'PUT', '/api/saved-ads/');
  const unsaves = requestsTo(page, 'DELETE', '/api/saved-ads/');
  await page.goto(adPath(ad.category, ad.id), { waitUntil: 'commit' });
  const aside = page.locator('main aside');
  // Before the app, boot.js turns the heart and saves it itself (decision 222): no wait for the app.
  await aside.getByRole('button', { name: 'Save ad', exact: true }).tap();
  await aside.getByRole('button', { name: 'Saved', exact: true }).waitFor();
  await expect.poll(() => saves.length).toBe(1);

  // A person looks at the ad a while, then changes their mind: by now the app has come, and it knew.
  await page.waitForTimeout(5_000);
  await aside.getByRole('button', { name: 'Saved', exact: true }).tap();
  await aside.getByRole('button', { name: 'Save ad', exact: true }).waitFor();
  await expect.poll(() => unsaves.length).toBe(1);
  await page.waitForTimeout(1_500);
  expect(saves).toHaveLength(1);
  expect(unsaves.map((r) => new URL(r.url()).pathname)).toEqual([`/api/saved-ads/${ad.id}`]);
  const ids = (await (await page.request.get('/api/saved-ads/ids')).json()) as { ids: string[] };
  expect(ids.ids).not.toContain(ad.id);
});

test('home: suggestions come for words typed the first moment the box shows, and a tap on one opens it', async ({
  page,
}) => {
  await slowCpu(page);
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.locator('#home-search');
  await box.pressSequentially('sams');
  // Before the app boot.js draws them (decision 223), after it the app: the same places either way.
  const suggestion = page.getByRole('option', { name: /^Samsung · / }).first();
  await suggestion.waitFor();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await suggestion.tap();
  await page.waitForURL(/\/mobile-phones\?brand=Samsung$/, { waitUntil: 'commit' });
  await headingWith(page, /Samsung/).waitFor();
});
