// The seller's smaller things, on a phone: after posting or editing the confirmation links to the ad
// and to My Ads; 'Mark as sold' asks once and 'Mark as available' undoes it; the seller's own ad page
// offers those and Edit instead of contacting themself; the city box finds any of the hundred-odd
// cities as people type; an emoji-only title is refused; and a photo over 5 MB is made smaller in
// the browser and posted.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { MyAdsResponse } from '../src/domain/api';
import { CITIES } from '../src/domain/cities';
import { MAX_IMAGE_BYTES } from '../src/domain/limits';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, test, testExpecting4xx, uniqueWord } from './support/fixtures';
import { seller } from './support/seller';

test.use({ viewport: PHONE });

const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-seller-bits-'));
const photo = path.join(dir, 'phone.jpg');
const bigPhoto = path.join(dir, 'camera-original.jpg');

test.beforeAll(async () => {
  const small = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c6fbb' } })
    .jpeg()
    .toBuffer();
  writeFileSync(photo, small);
  // Noise does not compress: a 12-megapixel camera shot of it is well over 5 MB as a JPEG.
  const width = 4000;
  const height = 3000;
  const noise = randomBytes(width * height * 3);
  const big = await sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  writeFileSync(bigPhoto, big);
});

const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });

/** Types the start of a city's name into a city box and taps the city offered, as a person does. */
async function chooseCity(page: Page, field: string, typed: string, city: string) {
  await label(page, field).fill(typed);
  await page
    .getByRole('listbox', { name: 'Cities' })
    .getByRole('option', { name: city, exact: true })
    .click();
  await expect(label(page, field)).toHaveValue(city);
}

/** The Samsung Galaxy A55 form, filled but for what a journey is about. */
async function fillPhoneAd(page: Page, title: string, withPhoto = true) {
  await page.goto('/post/mobiles/samsung/Galaxy%20A55');
  await expect(page.getByRole('heading', { name: 'Post Your Samsung Galaxy A55' })).toBeVisible();
  if (withPhoto) {
    await page.locator('#photo-input').setInputFiles(photo);
    await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1);
  }
  await label(page, 'Title').fill(title);
  await label(page, 'PTA status').selectOption('PTA Approved');
  await label(page, 'Condition').selectOption('Used');
  await label(page, 'Storage').selectOption('256GB');
  await label(page, 'Price').fill('95000');
  await chooseCity(page, 'Location', 'Lah', 'Lahore');
  await label(page, 'Description').fill('Kept with care, box and charger included, no scratches.');
  await label(page, 'Contact number').fill('0300-1234567');
}

async function myAdCalled(page: Page, title: string) {
  const mine = (await (await page.request.get('/api/my-ads')).json()) as MyAdsResponse;
  return mine.items.find((ad) => ad.title === title);
}

test('after posting and after editing, the confirmation links to the ad and to My Ads', async ({ page }) => {
  await signIn(page, newPerson('Sana Javed'));
  const title = `Galaxy A55 ${uniqueWord()}`;
  await fillPhoneAd(page, title);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeInViewport();
  await expect(page.getByText('Your form has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Ads' })).toBeVisible();
  expect(await axeSettled(page).then((r) => r.violations)).toEqual([]);
  await page.getByRole('link', { name: 'View your ad' }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/mobile-phones\/[0-9a-f-]{36}$/);

  // Edit from the ad page; the confirmation leads to My Ads, which shows the new price.
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Advertisement' })).toBeVisible();
  await label(page, 'Price').fill('89000');
  await page.getByRole('button', { name: 'Update Advertisement' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is updated' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your ad' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Ads' }).click();
  await expect(page).toHaveURL(/\/my-ads$/);
  const card = page.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Rs. 89,000')).toBeVisible();
});

test("'Mark as sold' asks once, Back closes the question, and 'Mark as available' undoes it", async ({
  page,
  browser,
  baseURL,
}) => {
  const saleem = await seller(browser, baseURL!);
  const title = `Galaxy A55 ${uniqueWord()}`;
  await saleem.post('mobiles', { Title: title });
  const me = saleem.page;
  await me.setViewportSize(PHONE);
  await me.goto('/my-ads');
  const card = me.getByRole('main').getByRole('article').filter({ hasText: title });
  await expect(card.getByText('Available', { exact: true })).toBeVisible();

  // Asked first; the phone's Back closes the question and nothing changes.
  await card.getByRole('button', { name: `Mark as sold ${title}` }).click();
  const question = me.getByRole('dialog', { name: 'Mark this ad as sold?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await axeSettled(me).then((r) => r.violations)).toEqual([]);
  await me.goBack();
  await expect(question).toHaveCount(0);
  await expect(me).toHaveURL(/\/my-ads$/);
  await expect(card.getByText('Available', { exact: true })).toBeVisible();

  // Asked once, answered: the ad is sold, and 'Mark as available' is there to undo it.
  await card.getByRole('button', { name: `Mark as sold ${title}` }).click();
  await question.getByRole('button', { name: 'Mark as sold' }).click();
  await expect(me.getByText('Marked as sold.')).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark as sold ${title}` })).toHaveCount(0);
  await card.getByRole('button', { name: `Mark as available ${title}` }).click();
  await expect(me.getByText('Your ad is available again.')).toBeVisible();
  await expect(me.getByRole('dialog')).toHaveCount(0);
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark as sold ${title}` })).toBeVisible();

  // A buyer sees it on sale again.
  await signIn(page, newPerson('Bilal Ahmed'));
  const ad = await myAdCalled(me, title);
  await page.goto(`/mobile-phones/${ad!.id}`);
  await expect(
    page.getByRole('list', { name: 'Badges' }).getByText('Available', { exact: true }),
  ).toBeVisible();
  await saleem.close();
});

test("the seller's own ad page offers 'Mark as sold' and 'Edit', a buyer's offers the contact", async ({
  page,
  browser,
  baseURL,
}) => {
  const saleem = await seller(browser, baseURL!);
  const title = `Galaxy A55 ${uniqueWord()}`;
  const ad = await saleem.post('mobiles', { Title: title });
  const me = saleem.page;
  await me.setViewportSize(PHONE);
  await me.goto(ad.path);
  const mine = me.getByRole('region', { name: 'Your ad' });
  await expect(mine.getByRole('button', { name: `Mark as sold ${title}` })).toBeVisible();
  await expect(mine.getByRole('link', { name: `Edit ${title}` })).toBeVisible();
  await expect(me.getByRole('heading', { name: 'Contact Seller' })).toHaveCount(0);
  await expect(me.getByRole('button', { name: 'Show phone number' })).toHaveCount(0);
  await expect(me.getByRole('button', { name: /Chat with seller/ })).toHaveCount(0);
  expect(await axeSettled(me).then((r) => r.violations)).toEqual([]);

  await mine.getByRole('button', { name: `Mark as sold ${title}` }).click();
  await me
    .getByRole('dialog', { name: 'Mark this ad as sold?' })
    .getByRole('button', { name: 'Mark as sold' })
    .click();
  await expect(me.getByRole('list', { name: 'Badges' }).getByText('Sold', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: `Mark as available ${title}` }).click();
  await expect(
    me.getByRole('list', { name: 'Badges' }).getByText('Available', { exact: true }),
  ).toBeVisible();
  await mine.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(me.getByRole('heading', { name: 'Edit Advertisement' })).toBeVisible();

  await signIn(page, newPerson('Bilal Ahmed'));
  await page.goto(ad.path);
  await expect(page.getByRole('heading', { name: 'Contact Seller' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your ad' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Mark as sold/ })).toHaveCount(0);
  await saleem.close();
});

testExpecting4xx(
  'the city box offers every city and finds a small town as the seller types; an unknown place is refused',
  async ({ page }) => {
    await signIn(page, newPerson('Kamran Akmal'));
    const title = `Galaxy A55 ${uniqueWord()}`;
    await fillPhoneAd(page, title);
    const box = page.getByRole('combobox', { name: 'Location' });
    await box.fill('');
    const list = page.getByRole('listbox', { name: 'Cities' });
    await expect(list.getByRole('option')).toHaveCount(CITIES.length);
    expect(CITIES.length).toBeGreaterThanOrEqual(100);
    await box.fill('sheikhu');
    await expect(list.getByRole('option')).toHaveText(['Sheikhupura']);
    await page.screenshot({ path: 'test-results/seller-bits-city-box.png' });
    expect(await axeSettled(page).then((r) => r.violations)).toEqual([]);

    await box.fill('Atlantis');
    await expect(
      list.getByText('No city called “Atlantis”. Check the spelling, or type the nearest town.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await expect(page.getByText('Choose a city from the list')).toBeVisible();
    await expect(box).toBeFocused();

    await chooseCity(page, 'Location', 'rahim', 'Rahim Yar Khan');
    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await page.getByRole('link', { name: 'View your ad' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Summary' }).getByText('Rahim Yar Khan')).toBeVisible();
  },
);

testExpecting4xx(
  "an emoji-only title is refused: 'Please describe the item in words.'",
  async ({ page, baseURL }) => {
    await signIn(page, newPerson('Hina Pervaiz'));
    await fillPhoneAd(page, '🔥📱🔥📱🔥');
    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await expect(page.getByText('Please describe the item in words.')).toBeVisible();
    await expect(label(page, 'Title')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toHaveCount(0);

    // The API refuses it in the same words.
    const mine = (await (await page.request.get('/api/my-ads')).json()) as MyAdsResponse;
    expect(mine.items).toHaveLength(0);
    const { sampleAdInput } = await import('../test/support/domain/ad-input-sample');
    const res = await page.request.post('/api/ads', {
      headers: { origin: new URL(baseURL!).origin },
      data: sampleAdInput('mobiles', {
        formData: { Title: '🔥📱🔥📱🔥' },
        images: ['7d0f2a55-4a8e-4a3b-9d2c-1f2e3d4c5b6a'],
      }),
    });
    expect(res.status()).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.Title).toBe(
      'Please describe the item in words.',
    );

    // In words, it posts.
    await label(page, 'Title').fill(`🔥 Galaxy A55 ${uniqueWord()} 🔥`);
    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible();
  },
);

testExpecting4xx('a photo over 5 MB is made smaller in the browser and posted', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  expect(statSync(bigPhoto).size).toBeGreaterThan(MAX_IMAGE_BYTES);
  await signIn(page, newPerson('Usman Tariq'));
  const title = `Galaxy A55 ${uniqueWord()}`;
  await fillPhoneAd(page, title, false);
  await page.locator('#photo-input').setInputFiles(bigPhoto);
  const tiles = page.getByRole('list', { name: 'Your photos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(tiles.getByText(/too large/)).toHaveCount(0);
  await expect(tiles.first().getByText('Cover')).toBeVisible();
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible();

  const ad = await myAdCalled(page, title);
  expect(ad?.images).toHaveLength(1);
  const stored = await page.request.get(`/media/${ad!.images[0]}-1600.webp`);
  expect(stored.status()).toBe(200);
  const { width, height } = await sharp(await stored.body()).metadata();
  expect(width! / height!).toBeCloseTo(4 / 3, 1);

  // The server still refuses the original as it is.
  const refused = await page.request.post('/api/images', {
    headers: { origin: new URL(baseURL!).origin },
    multipart: {
      file: { name: 'camera-original.jpg', mimeType: 'image/jpeg', buffer: readFileSync(bigPhoto) },
    },
  });
  expect(refused.status()).toBe(413);
  expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
    'File camera-original.jpg is too large. Maximum size is 5MB.',
  );
});
