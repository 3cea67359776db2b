// The contact rule reads what people see (decision 179), on a phone (390 × 844): a title whose number
// is typed backwards inside a right-to-left override, so that it shows as 0300-1234567, is refused
// in the form and by the API with the message naming the title and the phone number, in English and
// in Urdu; the same ad with an honest title is posted, and its page shows the title as typed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect, newPerson, PHONE, signIn, test, testExpecting4xx, uniqueWord } from './support/fixtures';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-contact-'));
const photo = path.join(dir, 'phone.jpg');
const REVERSED = 'Galaxy S24 call \u202E7654321-0030\u202C now';
const REFUSED = 'Please remove the phone number from Title; buyers reach you with the contact button.';

test.use({ viewport: PHONE });

test.beforeAll(async () => {
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c6fbb' } })
    .jpeg({ quality: 80 })
    .toBuffer();
  writeFileSync(photo, jpeg);
});

const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });

testExpecting4xx(
  'a title with a number reversed inside a right-to-left override is refused; an honest title posts',
  async ({ page, baseURL }) => {
    await signIn(page, newPerson('Kamran Akmal'));
    await page.goto('/post/mobiles/samsung/Galaxy%20A55');
    await expect(page.getByRole('heading', { name: 'Post Your Samsung Galaxy A55' })).toBeVisible();
    await page.locator('#photo-input').setInputFiles(photo);
    await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1);
    await label(page, 'Title').fill(REVERSED);
    await label(page, 'PTA status').selectOption('PTA Approved');
    await label(page, 'Condition').selectOption('Used');
    await label(page, 'Storage').selectOption('256GB');
    await label(page, 'Price').fill('95000');
    await label(page, 'Location').fill('Lah');
    await page
      .getByRole('listbox', { name: 'Cities' })
      .getByRole('option', { name: 'Lahore', exact: true })
      .click();
    await label(page, 'Description').fill('Kept with care, box and charger included, no scratches.');
    await label(page, 'Contact number').fill('0300-1234567');
    await expect(page.getByRole('progressbar')).toHaveCount(0);

    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await expect(page.getByText(REFUSED)).toBeVisible();
    await expect(label(page, 'Title')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/contact-rule-refused-390.png' });

    // The API answers the same, whatever the form does.
    const { sampleAdInput } = await import('../test/support/domain/ad-input-sample');
    const res = await page.request.post('/api/ads', {
      headers: { origin: new URL(baseURL!).origin },
      data: sampleAdInput('mobiles', {
        formData: { Title: REVERSED },
        images: ['7d0f2a55-4a8e-4a3b-9d2c-1f2e3d4c5b6a'],
      }),
    });
    expect(res.status()).toBe(400);
    const error = ((await res.json()) as { error: { fields: Record<string, string> } }).error;
    expect(error.fields.Title).toBe(REFUSED);

    // In Urdu, the same refusal in Urdu words.
    await page.context().addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    await page.locator('form button[type="submit"]').click();
    await expect(
      page.getByText('سے فون نمبر ہٹا دیں؛ خریدار رابطے کے بٹن سے آپ تک پہنچتے ہیں۔'),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/contact-rule-refused-390-ur.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: 'test-results/contact-rule-refused-1280-ur.png' });
    await page.context().addCookies([{ name: 'bs_lang', value: 'en', url: baseURL! }]);
    await page.reload();
    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await expect(page.getByText(REFUSED)).toBeVisible();
    await page.screenshot({ path: 'test-results/contact-rule-refused-1280.png' });
    await page.setViewportSize(PHONE);

    // An honest title posts, and the ad shows it.
    const title = `Galaxy S24 ${uniqueWord()} with box`;
    await label(page, 'Title').fill(title);
    await page.getByRole('button', { name: 'Post Advertisement' }).click();
    await expect(page.getByRole('heading', { name: 'Your ad is posted' })).toBeVisible();
    await page.getByRole('link', { name: 'View your ad' }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  },
);
