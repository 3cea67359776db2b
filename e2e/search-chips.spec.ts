// Filters typed straight into the search box (decision 061) become the listing's own filters,
// shown as chips under the box that can each be removed; the ad form asks which marla a property
// ad means. At 390x844, as most buyers search. Runs against demo data.
import { axeSettled } from './support/axe';
import type { Page } from '@playwright/test';
import type { ListingResponse } from '../src/domain/api';
import { priceInWords } from '../src/domain/format';
import { expect, newPerson, PHONE, signIn, test } from './support/fixtures';

const SHOTS = '/work/shots/search-ui';
const axe = async (page: Page) => (await axeSettled(page)).violations;
const listing = async (page: Page, query: string) =>
  (await (await page.request.get(`/api/ads?${query}`)).json()) as ListingResponse;
const resultCount = (page: Page) => page.getByRole('status').filter({ hasText: 'result(s) found' });
const countText = (body: ListingResponse) =>
  new RegExp(`^${body.total.toLocaleString('en-PK')}\\+? result\\(s\\) found$`);

test.use({ viewport: PHONE });

test('"<model> under N lac" on vehicles filters by price with a chip that widens the results when removed', async ({
  page,
}) => {
  // The demo's 24 cars are drawn at random: take a model with ads on both sides of a round lac
  // ('corolla under 40 lac' when Corollas are there), so removing the chip must widen the results.
  const cars = await listing(page, 'category=vehicles&sort=price_low');
  const byModel = new Map<string, typeof cars.items>();
  for (const ad of cars.items)
    byModel.set(ad.model.toLowerCase(), [...(byModel.get(ad.model.toLowerCase()) ?? []), ad]);
  const [model, ads] = [...byModel].find(
    ([name, list]) =>
      /^[a-z]+$/.test(name) && Math.floor(list[0]!.price / 1e5) < Math.floor(list.at(-1)!.price / 1e5),
  )!;
  expect(model, 'a demo car model with ads at two prices').toBeTruthy();
  const lac = Math.floor(ads[0]!.price / 1e5) + 1;
  const bound = lac * 100_000;

  await page.goto('/motors');
  const search = page.getByRole('combobox', { name: 'Search ads' });
  await search.fill(`${model} under ${lac} lac`);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/motors\\?q=${model}&maxPrice=${bound}$`));
  await expect(search).toHaveValue(model);
  const chip = page.getByRole('link', {
    name: `Remove filter: Under Rs. ${priceInWords(bound)}`,
  });
  await expect(chip).toBeVisible();
  expect((await chip.boundingBox())!.height).toBeGreaterThanOrEqual(44);

  const within = await listing(page, `category=vehicles&q=${model}&maxPrice=${bound}`);
  const all = await listing(page, `category=vehicles&q=${model}`);
  expect(within.total).toBeGreaterThan(0);
  expect(all.total).toBeGreaterThan(within.total);
  expect(within.items.every((ad) => ad.price <= bound)).toBe(true);
  await expect(resultCount(page)).toHaveText(countText(within));
  // Every card shown is within the price.
  const shown = await page.locator('main article').allInnerTexts();
  expect(shown).toHaveLength(within.items.length);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/chips-vehicles-390.png` });

  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/motors\\?q=${model}$`));
  await expect(resultCount(page)).toHaveText(countText(all));
  await expect(page.getByRole('link', { name: /^Remove filter: Under/ })).toHaveCount(0);
});

test('"10 marla dha lahore" on property applies the area and the city, each a removable chip', async ({
  page,
}) => {
  await page.goto('/property');
  const search = page.getByRole('combobox', { name: 'Search ads' });
  await search.fill('10 marla dha lahore');
  await search.press('Enter');
  await expect(page).toHaveURL(/areaUnit=marla&minArea=10&maxArea=10&location=Lahore/);
  await expect(page).toHaveURL(/q=dha/);
  await expect(page.getByRole('link', { name: 'Remove filter: 10 Marla' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter: Lahore' })).toBeVisible();
  const body = await listing(
    page,
    'category=propertyforsale&q=dha&minArea=10&maxArea=10&areaUnit=marla&location=Lahore',
  );
  await expect(resultCount(page)).toHaveText(countText(body));
  await page.screenshot({ path: `${SHOTS}/chips-property-390.png` });

  // Removing the city keeps the area.
  await page.getByRole('link', { name: 'Remove filter: Lahore' }).click();
  await expect(page).not.toHaveURL(/location=/);
  await expect(page).toHaveURL(/minArea=10/);
  await expect(page.getByRole('link', { name: 'Remove filter: 10 Marla' })).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/property?areaUnit=marla&minArea=5&maxArea=10&location=Lahore&maxPrice=30000000');
  await expect(page.getByRole('link', { name: 'Remove filter: 5 – 10 Marla' })).toBeVisible();
  await expect(resultCount(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/chips-property-1280.png` });
});

test('"iphone 13 128gb pta" on home opens mobiles with storage and PTA as chips', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search ads' });
  await search.fill('iphone 13 128gb pta');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/mobile-phones\?q=iphone\+13&storage=128GB&pta=Yes$/);
  await expect(page.getByRole('link', { name: 'Remove filter: 128GB' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Remove filter: PTA approved' })).toBeVisible();
  await page.getByRole('link', { name: 'Remove filter: 128GB' }).click();
  await expect(page).toHaveURL(/\/mobile-phones\?q=iphone\+13&pta=Yes$/);
});

test('the ad form asks the marla size of an area in marla, defaulting by city', async ({ page }) => {
  await signIn(page, newPerson('Kamran Akmal'), '/');
  await page.goto('/post/propertyforsale/houses/Double%20Storey');
  await expect(page.getByLabel('Marla size')).toHaveCount(0);
  await page.getByLabel('Area', { exact: true }).fill('10');
  await page.getByLabel('Area unit').selectOption('Marla');
  const size = page.getByLabel('Marla size');
  await expect(size).toHaveValue('272.25');
  await page.getByLabel('Location', { exact: true }).fill('Lah');
  await page
    .getByRole('listbox', { name: 'Cities' })
    .getByRole('option', { name: 'Lahore', exact: true })
    .click();
  await expect(size).toHaveValue('225');
  await expect(size.locator('option:checked')).toHaveText(/225 sq ft/);
  await page.getByLabel('Price', { exact: true }).fill('4.5 lac');
  await expect(page.getByText('Rs. 450,000', { exact: true })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await size.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/form-marla-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await size.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/form-marla-1280.png` });
});
