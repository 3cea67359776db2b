// What people tripped over on a phone (390 × 844), one by one: phone numbers as typed, ads that say
// something, home at its top after posting, prices that fit the cards, Back closing overlays, one city
// list with areas / societies, links that lead to ads, the property picker's words, and where sign-in
// and sign-out land.
import { axeSettled } from './support/axe';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type {
  EditableAd,
  ListingResponse,
  MyAdsResponse,
  SuggestionsResponse,
  TrendingResponse,
} from '../src/domain/api';
import { CITIES } from '../src/domain/cities';
import { openFilterSheet } from './support/filter-sheet';
import { expect, newPerson, PHONE, signIn, test } from './support/fixtures';

test.use({ viewport: PHONE });

const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-phone-'));
const photo = path.join(dir, 'photo.jpg');
test.beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c6fbb' } })
    .jpeg()
    .toBuffer();
  writeFileSync(photo, jpeg);
});

const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const axe = async (page: Page) => (await axeSettled(page)).violations;
const results = (page: Page) => page.getByRole('status').filter({ hasText: 'result(s) found' });
const resultCount = async (page: Page) => {
  await expect(results(page)).toHaveText(/^\d[\d,]*\+? result\(s\) found$/);
  return Number((await results(page).innerText()).replace(/\D/g, ''));
};

test('an ad needs a real title, description and price; phones as typed are stored as 0300-1234567; home opens at its top', async ({
  page,
}) => {
  await signIn(page, newPerson('Hamza Siddiqui'));
  await page.goto('/post/mobiles/samsung/Galaxy%20A55');
  await page.locator('#photo-input').setInputFiles(photo);
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await label(page, 'Title').fill('abc');
  await label(page, 'PTA status').selectOption('PTA Approved');
  await label(page, 'Condition').selectOption('Used');
  await label(page, 'Storage').selectOption('256GB');
  await label(page, 'Price').fill('0');
  await label(page, 'Location').fill('Lahore');
  await label(page, 'Description').fill('short');
  await label(page, 'Contact number').fill('+92 300 1234567');
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByText('Title must be at least 5 characters')).toBeVisible();
  await expect(page.getByText('Description must be at least 20 characters')).toBeVisible();
  await expect(page.getByText('Price must be at least Rs. 1')).toBeVisible();
  await expect(page.getByText('Please enter a valid phone number')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/phone-form-minimums.png', fullPage: true });
  expect(await axe(page)).toEqual([]);

  await label(page, 'Title').fill('Galaxy A55 8/256 with box');
  await label(page, 'Price').fill('95000');
  await label(page, 'Description').fill('Kept with care, box and charger included.');
  await label(page, 'Contact number').fill('0092 300 1234567');
  // The button is far down the page; read that before the tap, since a quick answer scrolls to the top
  // before the journey could look.
  const post = page.getByRole('button', { name: 'Post Advertisement' });
  await post.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await post.click();
  await expect(page.getByText('Your form has been submitted successfully!')).toBeVisible();
  // The confirmation is at the top of the page, not below the fold where the button was.
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  const mine = (await (await page.request.get('/api/my-ads')).json()) as MyAdsResponse;
  const ad = (await (await page.request.get(`/api/ads/${mine.items[0]!.id}/edit`)).json()) as EditableAd;
  expect(ad.formData.contactNumber).toBe('0300-1234567');

  // Settings takes the same spellings.
  await page.goto('/settings');
  await label(page, 'Default contact number').fill('0300 7654321');
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(label(page, 'Default contact number')).toHaveValue('0300-7654321');
  await page.reload();
  await expect(label(page, 'Default contact number')).toHaveValue('0300-7654321');
  await page.screenshot({ path: 'test-results/phone-settings.png', fullPage: true });
});

test('prices fit the phone cards: one line for the figure, the lac/crore hint on its own', async ({
  page,
}) => {
  await page.goto('/property?sort=price_high');
  await expect(page.getByRole('article').first()).toBeVisible();
  const problems = await page.getByRole('article').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const price = card.querySelector('p');
      const figure = price?.firstElementChild;
      if (!price || !figure) return ['no price'];
      const out: string[] = [];
      if (figure.getClientRects().length !== 1) out.push(`${figure.textContent} wraps`);
      const right = card.getBoundingClientRect().right;
      for (const part of price.children)
        if (part.getBoundingClientRect().right > right) out.push(`${part.textContent} is cut`);
      return out;
    }),
  );
  expect(problems).toEqual([]);
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(/^\d+(\.\d+)? (lac|crore)$/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-property-cards.png' });
});

test("the phone's Back closes the photo viewer and the filter sheet, not the page", async ({ page }) => {
  await signIn(page, newPerson('Sana Javed'));
  await page.goto('/motors');
  const sheet = await openFilterSheet(page);
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/motors$/);

  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/motors\/[0-9a-f-]{36}$/);
  const adUrl = page.url();
  await page.getByRole('button', { name: 'Open photo full screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photo viewer' });
  await expect(viewer).toBeVisible();
  await page.goBack();
  await expect(viewer).toBeHidden();
  expect(page.url()).toBe(adUrl);
  // × closes it too, and leaves the history as it was: Back now leaves the ad.
  await page.getByRole('button', { name: 'Open photo full screen' }).click();
  await page.getByRole('button', { name: 'Close full screen' }).click();
  await expect(viewer).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/motors$/);
});

test('one sorted city list: home, the filter with counts, and the form; property shows its area / society', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => page.locator('#home-location option').count()).toBeGreaterThan(6);
  const homeCities = (await page.locator('#home-location option').allInnerTexts()).slice(1);
  expect(homeCities.length).toBeGreaterThan(5);
  expect(homeCities).toEqual([...homeCities].sort((a, b) => a.localeCompare(b)));

  await page.goto('/mobile-phones');
  await openFilterSheet(page);
  await expect
    .poll(() =>
      page.getByRole('dialog', { name: 'Filters' }).getByLabel('Location').locator('option').count(),
    )
    .toBeGreaterThan(6);
  await expect(
    page.getByRole('dialog', { name: 'Filters' }).getByLabel('Location').locator('option').nth(1),
  ).toHaveText(/\(\d+\)$/);
  const options = await page
    .getByRole('dialog', { name: 'Filters' })
    .getByLabel('Location')
    .locator('option')
    .allInnerTexts();
  const cities = options.slice(1).map((o) => /^(.+) \((\d+)\)$/.exec(o));
  expect(cities.every(Boolean), options.join(', ')).toBe(true);
  const names = cities.map((m) => m![1]!);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  expect(names).toContain('Quetta');
  for (const city of homeCities.filter((c) => (CITIES as readonly string[]).includes(c))) {
    const listing = (await (
      await page.request.get(`/api/ads?category=mobiles&location=${city}`)
    ).json()) as ListingResponse;
    if (listing.total > 0) expect(names, city).toContain(city);
  }
  await page.keyboard.press('Escape');

  // Property cards name the area / society, and it is searchable.
  const forSale = (await (
    await page.request.get('/api/ads?category=propertyforsale')
  ).json()) as ListingResponse;
  const society = forSale.items.find((ad) => ad.society)?.society;
  expect(society, 'a demo property ad with an area / society').toBeDefined();
  await page.goto(`/property?q=${encodeURIComponent(society!)}`);
  expect(await resultCount(page)).toBeGreaterThan(0);
  // The society, then the city, in one run ('DHA Phase 6, Lahore'; decision 153).
  await expect(
    page
      .getByRole('article')
      .first()
      .getByText(new RegExp(`^${society!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `)),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-society-cards.png' });

  await signIn(page, newPerson('Kamran Akmal'), '/');
  await page.goto('/post/propertyforsale/houses/Double%20Storey');
  await expect(label(page, 'Location')).toBeVisible();
  await label(page, 'Location').click();
  const formCities = await page.getByRole('listbox', { name: 'Cities' }).getByRole('option').allInnerTexts();
  expect(formCities).toEqual([...CITIES]);
  await label(page, 'Location').fill('Lahore');
  const societyInput = page.getByRole('combobox', { name: /Area \/ society/ });
  await expect(societyInput).toBeVisible();
  const suggestions = await page
    .locator(`datalist#${await societyInput.getAttribute('list')} option`)
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  expect(suggestions).toContain('DHA Phase 6');
  expect(await axe(page)).toEqual([]);
});

test('every footer link leads to ads, and an empty search in one city offers all of Pakistan', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The trending links come from the ads (GET /api/trending): wait until they are there.
  await expect.poll(() => footer.getByRole('link').count()).toBeGreaterThanOrEqual(10);
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href')!).filter((h) => h.startsWith('/')));
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  for (const href of hrefs) {
    await page.goto(href);
    expect(await resultCount(page), href).toBeGreaterThan(0);
  }

  // A search that has ads somewhere (the first trending model), but none in some city.
  const trending = (await (await page.request.get('/api/trending')).json()) as TrendingResponse;
  const first = trending.items[0]!;
  const listingPath = first.path.split('?')[0]!;
  const model = new URLSearchParams(first.path.split('?')[1]).get('model')!;
  const category = { '/motors': 'vehicles', '/mobile-phones': 'mobiles', '/motorcycles': 'bikes' }[
    listingPath
  ]!;
  let empty: string | undefined;
  for (const city of CITIES) {
    const url = `/api/ads?category=${category}&q=${encodeURIComponent(model)}&location=${city}`;
    if (((await (await page.request.get(url)).json()) as ListingResponse).total === 0) {
      empty = city;
      break;
    }
  }
  expect(empty, `a city without a ${model}`).toBeDefined();
  const q = new URLSearchParams({ q: model }).toString();
  await page.goto(`${listingPath}?${q}&location=${empty}`);
  expect(await resultCount(page)).toBe(0);
  await page.screenshot({ path: 'test-results/phone-empty-city.png' });
  expect(await axe(page)).toEqual([]);
  await page.getByRole('link', { name: 'Search all of Pakistan' }).click();
  await expect(page).toHaveURL(new RegExp(`${listingPath}\\?${q.replaceAll('+', '\\+')}$`));
  // The empty city's '0 result(s) found' stays on screen until the wider search answers: wait for it.
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);

  await page.goto(`/?${q}&location=${empty}`);
  await expect(page.getByRole('heading', { name: 'Search Results (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Search all of Pakistan' }).click();
  await expect(page.getByRole('heading', { name: /^Search Results \([1-9]/ })).toBeVisible();
  await expect(page).not.toHaveURL(/location=/);
});

test('property posting says what the choice is, and desktop tiles never break a word', async ({ page }) => {
  await signIn(page, newPerson('Nida Yasir'));
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/post/propertyforsale');
    await expect(page.getByRole('heading', { name: 'Choose Your Brand' })).toBeVisible();
    await expect(page.getByText('Property type', { exact: true })).toBeVisible();
    const broken = await page
      .getByRole('list')
      .last()
      .getByRole('link')
      .evaluateAll((tiles) =>
        tiles.flatMap((tile) => {
          const text = tile.querySelector('span.font-semibold');
          const node = text?.firstChild;
          if (!node?.textContent) return [];
          const out: string[] = [];
          let at = 0;
          for (const word of node.textContent.split(' ')) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + word.length);
            if (range.getClientRects().length > 1) out.push(word);
            at += word.length + 1;
          }
          return out;
        }),
      );
    expect(broken, `${viewport.width} px`).toEqual([]);
    await page.screenshot({ path: `test-results/property-picker-${viewport.width}.png` });
  }
  expect(await axe(page)).toEqual([]);
});

test('Login from the top bar returns to its page; Logout from Settings lands on home with no sheet open', async ({
  page,
}) => {
  await signIn(page, newPerson('Faisal Qureshi'), '/motors');
  await expect(page).toHaveURL(/\/motors$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Faisal Qureshi' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('every suggestion says how many ads it leads to, and each leads to exactly that many', async ({
  page,
}) => {
  // A word of a real ad, so the demo data has something to suggest.
  const { items } = (await (await page.request.get('/api/ads?category=vehicles')).json()) as ListingResponse;
  const typed = items[0]!.brand.slice(0, 4).toLowerCase();
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search ads' }).first();
  await search.pressSequentially(typed);
  const listbox = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(listbox).toBeVisible();
  const offered = await listbox.getByRole('option').allInnerTexts();
  expect(offered.length).toBeGreaterThan(0);
  const { items: suggestions } = (await (
    await page.request.get(`/api/suggestions?q=${encodeURIComponent(typed)}`)
  ).json()) as SuggestionsResponse;
  for (const [i, text] of offered.entries()) {
    // 'Toyota Corolla · 12 in Vehicles': the label, then how many ads.
    const count = Number(/ · ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, ''));
    expect(count, text).toBeGreaterThan(0);
    const s = suggestions[i]!;
    expect(text).toContain(s.label);
    const params = new URLSearchParams({ category: s.category, ...s.params });
    const listed = (await (await page.request.get(`/api/ads?${params}`)).json()) as ListingResponse;
    expect(listed.total, `${s.label} leads to as many ads as it says`).toBe(count);
  }
  await page.screenshot({ path: 'test-results/phone-suggestion-counts.png' });
  expect(await axe(page)).toEqual([]);
  await search.press('ArrowDown');
  await search.press('Enter');
  expect(await resultCount(page)).toBeGreaterThan(0);
});
