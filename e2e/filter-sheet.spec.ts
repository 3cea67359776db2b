// The filter sheet on a phone (390 × 844) applies what was typed in it (decision 152): a price or an
// area typed and never applied with its own button counts in 'Show N result(s)' while it is typed, and
// tapping that button applies it; the list then shows the N it promised.
import type { Page } from '@playwright/test';
import type { ListingResponse } from '../src/domain/api';
import { openFilterSheet as openSheet } from './support/filter-sheet';
import { expect, PHONE, test } from './support/fixtures';

test.use({ viewport: PHONE });

async function total(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/ads?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as ListingResponse).total;
}

const found = (page: Page) => page.getByRole('status').filter({ hasText: 'result(s) found' });
const shown = (n: number) => new RegExp(`^${n.toLocaleString('en-PK')}\\+? result\\(s\\) found$`);

test('a price typed in the sheet counts in Show N and is applied by it, without Apply price', async ({
  page,
}) => {
  await page.goto('/motors');
  const all = await total(page, 'category=vehicles');
  const underForty = await total(page, 'category=vehicles&maxPrice=4000000');
  const twentyToForty = await total(page, 'category=vehicles&minPrice=2000000&maxPrice=4000000');
  // The demo's cars are on both sides of each bound, so a count that ignored the typing would differ.
  expect(underForty).toBeLessThan(all);
  expect(twentyToForty).toBeLessThan(underForty);

  let sheet = await openSheet(page);
  const show = sheet.getByRole('button', { name: /^Show (\d+ result\(s\)|results)$/ });
  await expect(show).toHaveText(`Show ${all} result(s)`);
  await sheet.getByLabel('Maximum price').fill('40 lac');
  await expect(sheet.getByText('Rs. 4,000,000')).toBeVisible();
  await expect(show).toHaveText(`Show ${underForty} result(s)`);
  await show.click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]maxPrice=4000000(&|$)/);
  await expect(page.getByRole('link', { name: 'Remove filter: Under Rs. 40 lac' })).toBeVisible();
  await expect(found(page)).toHaveText(shown(underForty));

  // The minimum, typed over the applied maximum: counted as typed, applied by the same tap.
  sheet = await openSheet(page);
  await sheet.getByLabel('Minimum price').fill('20 lac');
  await expect(show).toHaveText(`Show ${twentyToForty} result(s)`);
  await show.click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/minPrice=2000000/);
  await expect(page).toHaveURL(/maxPrice=4000000/);
  await expect(found(page)).toHaveText(shown(twentyToForty));

  // A box that is not a price is not applied: the sheet stays, on that box, with its message.
  sheet = await openSheet(page);
  await sheet.getByLabel('Minimum price').fill('lots');
  await show.click();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByLabel('Minimum price')).toBeFocused();
  await expect(sheet.getByText('Write a price like 45000, 45k, 4.5 lac or 1.2 crore')).toBeVisible();
  await expect(page).toHaveURL(/minPrice=2000000/);
});

test('an area typed in the sheet, with its unit, counts in Show N and is applied by it', async ({ page }) => {
  await page.goto('/property');
  const all = await total(page, 'category=propertyforsale');
  const fiveToTen = await total(page, 'category=propertyforsale&minArea=5&maxArea=10&areaUnit=marla');
  const upToOneKanal = await total(page, 'category=propertyforsale&maxArea=1&areaUnit=kanal');
  expect(fiveToTen).toBeLessThan(all);
  expect(upToOneKanal).not.toBe(fiveToTen);

  let sheet = await openSheet(page);
  const show = sheet.getByRole('button', { name: /^Show (\d+ result\(s\)|results)$/ });
  await expect(show).toHaveText(`Show ${all} result(s)`);
  await sheet.getByLabel('Minimum area').fill('5');
  await sheet.getByLabel('Maximum area').fill('10');
  await expect(show).toHaveText(`Show ${fiveToTen} result(s)`);
  await show.click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/minArea=5&maxArea=10&areaUnit=marla/);
  await expect(found(page)).toHaveText(shown(fiveToTen));

  // The unit is chosen, the bounds typed: all three count, and go with the one tap.
  sheet = await openSheet(page);
  await sheet.getByLabel('Area unit').selectOption('kanal');
  await sheet.getByLabel('Minimum area').fill('');
  await sheet.getByLabel('Maximum area').fill('1');
  await expect(show).toHaveText(`Show ${upToOneKanal} result(s)`);
  await show.click();
  await expect(sheet).toHaveCount(0);
  await expect(page).toHaveURL(/[?&]maxArea=1&areaUnit=kanal/);
  await expect(page).not.toHaveURL(/minArea/);
  await expect(found(page)).toHaveText(shown(upToOneKanal));
});
