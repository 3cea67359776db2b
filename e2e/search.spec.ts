// Search that understands Pakistan (decision 060): a misspelt search says what it searched for and
// offers the exact text; a Roman-Urdu word opens its category; a price typed as '45 lac' filters.
// Runs against demo data.
import { axeSettled } from './support/axe';
import type { ListingResponse } from '../src/domain/api';
import { openFilterSheet } from './support/filter-sheet';
import { expect, test } from './support/fixtures';

test('a misspelt home search shows results with "Showing results for …" and an exact-search link', async ({
  page,
}) => {
  const body = (await (await page.request.get('/api/ads?category=vehicles')).json()) as ListingResponse;
  const word = body.items.map((a) => a.model.toLowerCase()).find((m) => /^[a-z]{5,7}$/.test(m));
  expect(word, 'demo data has a one-word vehicle model').toBeTruthy();
  // One slip: the middle letter missing ('corolla' → 'corlla').
  const typo = word!.slice(0, 3) + word!.slice(4);
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search ads' });
  await search.fill(typo);
  await search.press('Enter');
  await expect(page.getByRole('heading', { name: /^Search Results \([1-9]\d*\)$/ })).toBeVisible();
  await expect(page.getByText(`Showing results for ${word}.`)).toBeVisible();
  expect((await axeSettled(page)).violations).toEqual([]);
  await page.getByRole('link', { name: `Search instead for “${typo}”` }).click();
  await expect(page).toHaveURL(/exact=1/);
  await expect(page.getByRole('heading', { name: 'Search Results (0)' })).toBeVisible();

  // The same on a category page, where 'Best match' is the default sort.
  await page.goto(`/motors?q=${typo}`);
  await expect(page.getByText(`Showing results for ${word}.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  await expect(page.locator('main article').first()).toBeVisible();
});

test('"gari" on home opens the vehicles listing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search ads' });
  await search.fill('gari');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/motors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All Vehicle Ads' })).toBeVisible();
});

test('a price typed as "45 lac" shows the rupees it understood and filters', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/motors?sort=price_low');
  await openFilterSheet(page);
  await page.getByLabel('Minimum price').fill('45 lac');
  await expect(page.getByText('Rs. 4,500,000', { exact: true })).toBeVisible();
  await page.getByLabel('Maximum price').fill('lots');
  await expect(page.getByText('Write a price like 45000, 45k, 4.5 lac or 1.2 crore')).toBeVisible();
  await page.getByLabel('Maximum price').fill('');
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/minPrice=4500000/);
  const first = (await (
    await page.request.get('/api/ads?category=vehicles&minPrice=4500000&sort=price_low')
  ).json()) as ListingResponse;
  expect(first.items.every((a) => a.price >= 4_500_000)).toBe(true);
});

test('a marla filter on property says which marla it uses and filters', async ({ page }) => {
  await page.goto('/property');
  await expect(
    page.getByText(/Counted in each ad's own marla \(272\.25, 250 or 225 sq ft, as its seller chose\)/),
  ).toBeVisible();
  await page.getByLabel('Minimum area').fill('5');
  await page.getByLabel('Maximum area').fill('10');
  await page.getByRole('button', { name: 'Apply area' }).click();
  await expect(page).toHaveURL(/minArea=5&maxArea=10&areaUnit=marla/);
  const body = (await (
    await page.request.get('/api/ads?category=propertyforsale&minArea=5&maxArea=10&areaUnit=marla')
  ).json()) as ListingResponse;
  await expect(page.getByRole('status').filter({ hasText: 'result(s) found' })).toHaveText(
    new RegExp(`^${body.total.toLocaleString('en-PK')}\\+? result\\(s\\) found$`),
  );
  expect((await axeSettled(page)).violations).toEqual([]);
});
