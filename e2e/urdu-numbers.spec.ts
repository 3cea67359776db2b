// Urdu typed as Urdu, on a phone (390 × 844) with the pages in Urdu (decision 188): a price written
// '1.8 لاکھ' and a phone number in Urdu digits post an ad and are stored as what they say; 'موبائل' and
// 'سوزوکی آلٹو' search from home and find the ads their Latin words find; '2 لاکھ سے کم آئی فون' shows
// only iPhones under Rs. 2 lac, with the price chip. Counts are asked of the API, never written here.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { BrowserContext, Page } from '@playwright/test';
import type { EditableAd, ListingResponse, MyAdsResponse, SearchResponse } from '../src/domain/api';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, test } from './support/fixtures';

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-urdu-numbers-'));
const photo = path.join(dir, 'photo.jpg');
test.beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f7a4d' } })
    .jpeg()
    .toBuffer();
  writeFileSync(photo, jpeg);
});

const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });
const api = async <T>(page: Page, url: string): Promise<T> => {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
};
const urdu = (context: BrowserContext, baseURL: string) =>
  context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL }]);
const resultCards = (page: Page) => page.getByRole('list', { name: 'تلاش کے نتائج' }).locator('article');

async function searchFromHome(page: Page, text: string) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'اشتہارات تلاش کریں' });
  await box.fill(text);
  await box.press('Enter');
}

test('a price typed as 1.8 لاکھ and a phone in Urdu digits post an ad, stored as Rs. 180,000 and 0300-1234567', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, newPerson('Sadia Rehman'));
  await urdu(context, baseURL!);
  await page.goto('/post/mobiles/samsung/Galaxy%20A55');
  await page.locator('#photo-input').setInputFiles(photo);
  await expect(page.getByRole('list', { name: 'آپ کی تصاویر' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await label(page, 'عنوان').fill('Galaxy A55 ڈبے کے ساتھ');
  await label(page, 'پی ٹی اے اسٹیٹس').selectOption('PTA Approved');
  await label(page, 'حالت').selectOption('Used');
  await label(page, 'اسٹوریج').selectOption('256GB');
  await label(page, 'قیمت').fill('1.8 لاکھ');
  // What was read is shown back before the person moves on.
  await expect(page.getByText('Rs. 180,000', { exact: true })).toBeVisible();
  await label(page, 'مقام').fill('Lahore');
  await label(page, 'تفصیل').fill('بہت احتیاط سے رکھا ہے، ڈبہ اور چارجر ساتھ ہیں۔');
  await label(page, 'رابطہ نمبر').fill('۰۳۰۰۱۲۳۴۵۶۷');
  // Typed on an Urdu keyboard, the number is kept (read as 0–9), not dropped.
  await expect(label(page, 'رابطہ نمبر')).toHaveValue('03001234567');
  await page.getByRole('button', { name: 'اشتہار پوسٹ کریں' }).click();
  await expect(page.getByText('آپ کا فارم کامیابی سے جمع ہو گیا!')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/urdu-numbers-posted-390.png`, fullPage: true });

  const mine = await api<MyAdsResponse>(page, '/api/my-ads');
  const ad = await api<EditableAd>(page, `/api/ads/${mine.items[0]!.id}/edit`);
  expect(ad.formData).toMatchObject({ price: '180000', contactNumber: '0300-1234567' });
});

test('the filter sheet and the post form read the same Urdu price: 2 لاکھ in the price box', async ({
  page,
  context,
  baseURL,
}) => {
  await urdu(context, baseURL!);
  const all = await api<ListingResponse>(page, '/api/ads?category=mobiles&maxPrice=200000');
  expect(all.total, 'demo mobiles under 2 lac').toBeGreaterThan(0);
  const urduBound = await api<ListingResponse>(
    page,
    `/api/ads?category=mobiles&maxPrice=${encodeURIComponent('2 لاکھ')}`,
  );
  expect(urduBound.total).toBe(all.total);
  const urduDigits = await api<ListingResponse>(
    page,
    `/api/ads?category=mobiles&maxPrice=${encodeURIComponent('۲۰۰۰۰۰')}`,
  );
  expect(urduDigits.total).toBe(all.total);
});

test('موبائل and سوزوکی آلٹو search from home and find the ads their Latin words find', async ({
  page,
  context,
  baseURL,
}) => {
  await urdu(context, baseURL!);
  const mobiles = await api<ListingResponse>(page, '/api/ads?category=mobiles');
  const urduMobiles = await api<SearchResponse>(page, `/api/search?q=${encodeURIComponent('موبائل')}`);
  expect(urduMobiles.total).toBe(mobiles.total);
  await searchFromHome(page, 'موبائل');
  await expect(resultCards(page).first()).toBeVisible();
  const firstTitle = await resultCards(page).first().getByRole('heading').innerText();
  expect(mobiles.items.map((a) => a.title)).toContain(firstTitle);

  const altos = await api<SearchResponse>(page, '/api/search?q=suzuki%20alto');
  expect(altos.total, 'demo Suzuki Altos').toBeGreaterThan(0);
  const urduAltos = await api<SearchResponse>(page, `/api/search?q=${encodeURIComponent('سوزوکی آلٹو')}`);
  expect(urduAltos.items.map((a) => a.id)).toEqual(altos.items.map((a) => a.id));
  await searchFromHome(page, 'سوزوکی آلٹو');
  await expect(resultCards(page)).toHaveCount(Math.min(altos.items.length, altos.pageSize));
  for (const title of await resultCards(page).getByRole('heading').allInnerTexts())
    expect(altos.items.map((a) => a.title)).toContain(title);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/urdu-numbers-alto-390.png`, fullPage: true });
});

test('2 لاکھ سے کم آئی فون shows only iPhones under Rs. 2 lac, with the price chip', async ({
  page,
  context,
  baseURL,
}) => {
  await urdu(context, baseURL!);
  const latin = await api<SearchResponse>(page, '/api/search?q=iphone&maxPrice=200000');
  expect(latin.total, 'demo iPhones under 2 lac').toBeGreaterThan(0);
  await searchFromHome(page, '2 لاکھ سے کم آئی فون');
  await expect(page.getByRole('link', { name: 'فلٹر ہٹائیں: Rs. 2 لاکھ سے کم' })).toBeVisible();
  await expect(resultCards(page)).toHaveCount(Math.min(latin.items.length, latin.pageSize));
  for (const title of await resultCards(page).getByRole('heading').allInnerTexts())
    expect(latin.items.map((a) => a.title)).toContain(title);
  expect(
    (await axeSettled(page)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/urdu-numbers-iphone-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${SHOTS}/urdu-numbers-iphone-1280.png` });
  }
});
