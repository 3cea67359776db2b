// Photos that belong to the ad (decision 194) on a phone (390 × 844): a second seller posts the first
// seller's photo; a moderator opens Moderation and finds both ads side by side with the matching photo,
// and dismisses it; the second seller is told nothing. Ads are posted through the API the sell form
// uses, as in trust.spec.ts. The e2e server's ADMIN_EMAILS names MODERATOR.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SavedAdResponse, UploadedImage } from '../src/domain/api';
import { sampleAdInput } from '../test/support/domain/ad-input-sample';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, test, uniqueWord, type Person } from './support/fixtures';

test.use({ viewport: PHONE });

const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };

/** A photo with shapes in it (a plain colour has no hash), its own for this run. */
async function photoFile(): Promise<Buffer> {
  const block = (background: string) => ({
    create: { width: 200, height: 150, channels: 3 as const, background },
  });
  const spots = Array.from({ length: 6 }, (_, i) => ({
    input: block(['#1b4965', '#f4a261', '#2a9d8f', '#e76f51', '#264653', '#e9c46a'][i]!),
    left: Math.floor(Math.random() * 600),
    top: Math.floor(Math.random() * 450),
  }));
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#d8d2c4' } })
    .composite(spots)
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function sellerWith(browser: Browser, baseURL: string, name: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await signIn(page, newPerson(name));
  return { context, page };
}

/** Posts a phone ad with this photo as the person of `page`; its title and id. */
async function postWithPhoto(page: Page, baseURL: string, photo: Buffer, price: string) {
  const headers = { origin: new URL(baseURL).origin };
  const upload = await page.request.post('/api/images', {
    headers,
    multipart: { file: { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(upload.status()).toBe(201);
  const image = ((await upload.json()) as UploadedImage).id;
  const title = `Pixel 8 Pro photo ${uniqueWord()}`;
  const input = sampleAdInput('mobiles', { images: [image], formData: { Title: title, price } });
  const res = await page.request.post('/api/ads', { headers, data: input });
  expect(res.status(), await res.text()).toBe(201);
  return { ...((await res.json()) as SavedAdResponse), title, image };
}

test("a second seller posting the first seller's photo puts both ads in the moderators' queue", async ({
  page,
  browser,
  baseURL,
}) => {
  const photo = await photoFile();
  const first = await sellerWith(browser, baseURL!, 'Asad Ali');
  const original = await postWithPhoto(first.page, baseURL!, photo, '145000');
  await first.context.close();

  const second = await sellerWith(browser, baseURL!, 'Bilal Khan');
  const copy = await postWithPhoto(second.page, baseURL!, photo, '139000');

  await signIn(page, MODERATOR);
  await page.getByRole('button', { name: MODERATOR.name }).click();
  await page.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const section = page.getByRole('region', { name: 'Matching photos' });
  const item = section.getByTestId('photo-match').filter({ hasText: copy.title });
  await expect(item).toBeVisible();
  // Side by side: the ad posted last and the other seller's, each with its seller, status and photo.
  const [mine, theirs] = [
    item.getByTestId('photo-match-ad').first(),
    item.getByTestId('photo-match-ad').last(),
  ];
  await expect(mine.getByRole('link', { name: copy.title })).toBeVisible();
  await expect(mine).toContainText('Bilal Khan · Available');
  await expect(theirs.getByRole('link', { name: original.title })).toBeVisible();
  await expect(theirs).toContainText('Asad Ali · Available');
  for (const [side, title] of [
    [mine, copy.title],
    [theirs, original.title],
  ] as const) {
    const img = side.getByRole('img', { name: `Photo of ${title}` });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  const sideBySide = await Promise.all([mine.boundingBox(), theirs.boundingBox()]);
  expect(Math.abs(sideBySide[0]!.y - sideBySide[1]!.y)).toBeLessThan(2);
  expect(sideBySide[0]!.x).not.toBe(sideBySide[1]!.x);
  const { violations } = await axeSettled(page);
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  // In Urdu the list reads right to left, with the same two ads.
  await page.context().addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const urdu = page.getByRole('region', { name: 'ملتی جلتی تصاویر' }).getByTestId('photo-match').filter({
    hasText: copy.title,
  });
  await expect(urdu.getByRole('link', { name: original.title })).toBeVisible();
  await expect(urdu.getByRole('button', { name: 'ایک تصویر نہیں: مسترد کریں' })).toBeVisible();
  await expect(urdu.getByRole('img', { name: `${copy.title} کی تصویر` })).toBeVisible();
  await page.context().addCookies([{ name: 'bs_lang', value: 'en', url: baseURL! }]);
  await page.reload();

  // The other seller's ad opens on its admin page, where it can be hidden.
  await theirs.getByRole('link', { name: original.title }).click();
  await expect(page.getByRole('heading', { name: original.title, level: 1 })).toBeVisible();
  await page.goBack();
  const again = page.getByRole('region', { name: 'Matching photos' }).getByTestId('photo-match').filter({
    hasText: copy.title,
  });
  await again.getByRole('button', { name: 'Not the same photo: dismiss' }).click();
  await expect(page.getByText('Match dismissed.')).toBeVisible();
  await expect(again).toHaveCount(0);

  // The second seller is told nothing: no notice, and My Ads shows the ad as any other.
  await second.page.goto('/my-ads');
  await expect(second.page.getByText(copy.title)).toBeVisible();
  await expect(second.page.getByText(/match|copied|same photo/i)).toHaveCount(0);
  const notices = await second.page.request.get('/api/notifications');
  expect(JSON.stringify(await notices.json())).not.toMatch(/photo|match/i);
  await second.context.close();
});
