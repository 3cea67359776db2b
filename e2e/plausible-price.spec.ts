// An amount no buyer would believe is refused on the form with its range, in English and in Urdu
// (decision 181): a phone at Rs. 2,500,000, and a price that is a mobile number.
import type { Page } from '@playwright/test';
import { expect, newPerson, PHONE, signIn, test } from './support/fixtures';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}

test.use({ viewport: PHONE });

test('a phone priced beyond any real one is refused with the range; in Urdu too', async ({
  page,
  context,
}) => {
  await signIn(page, newPerson('Bilal Pricey'));
  await page.goto('/post/mobiles/apple/iPhone%2015');
  const price = page.getByLabel('Price', { exact: true });
  await page.getByLabel('Title', { exact: true }).fill('iPhone 15 128GB, box and charger');
  await price.fill('2500000');
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  const range = page.getByText(
    'Price must be from Rs. 1 to Rs. 2,000,000 (20 lac). Please check the amount.',
  );
  await expect(range).toBeVisible();
  await price.scrollIntoViewIfNeeded();
  await shoot(page, 'price-range-en');

  // A mobile number where the price goes is refused as one, whatever the range.
  await price.fill('03001234567');
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(
    page
      .getByText(
        'Price looks like a phone number. Please enter the amount in rupees; buyers reach you with the contact button.',
      )
      .or(page.getByText(/Please remove phone numbers, emails and links/)),
  ).toBeVisible();

  // In Urdu, the same range in Urdu words.
  await price.fill('2500000');
  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(/1 سے 2,000,000 روپے \(20 لاکھ\) تک ہونی چاہیے/)).toBeVisible();
  await page.locator('input[name$="price"]').scrollIntoViewIfNeeded();
  await shoot(page, 'price-range-ur');

  // A believable price clears it.
  await page.locator('input[name$="price"]').fill('95000');
  await page.locator('form button[type="submit"]').click();
  await expect(page.getByText(/20 لاکھ/)).toHaveCount(0);
});
