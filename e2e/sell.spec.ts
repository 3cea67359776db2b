// Selling: brand and model pickers, the ad form in four categories with photos, the
// validation messages, Other brand and model, photo checks, a draft that survives a reload, and a
// session that ends mid-form. Photos are made with sharp into a temp folder.
import { axeSettled } from './support/axe';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import type { EditableAd, MyAdsResponse } from '../src/domain/api';
import { MAX_IMAGE_BYTES } from '../src/domain/limits';
import { todayInPakistan } from '../src/domain/schemas';
import { expect, newPerson, signIn, test, testExpecting4xx } from './support/fixtures';

const dir = mkdtempSync(path.join(os.tmpdir(), 'bs-sell-'));
const file = (name: string) => path.join(dir, name);

test.beforeAll(async () => {
  const colours: Record<string, string> = { red: '#c0392b', blue: '#2c6fbb', green: '#2e8b57' };
  for (const [name, background] of Object.entries(colours)) {
    const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background } })
      .jpeg({ quality: 80 })
      .toBuffer();
    writeFileSync(file(`${name}.jpg`), jpeg);
  }
  for (let i = 1; i <= 6; i += 1) {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    writeFileSync(file(`p${i}.png`), png);
  }
  writeFileSync(file('notes.txt'), 'not a photo');
  writeFileSync(file('fake.jpg'), '<html>not a photo either</html>');
  writeFileSync(file('big.jpg'), Buffer.alloc(MAX_IMAGE_BYTES + 1024 * 1024, 1));
});

const label = (page: Page, name: string) => page.getByLabel(name, { exact: true });

async function addPhotos(page: Page, names: string[]) {
  await page.locator('#photo-input').setInputFiles(names.map(file));
}

/** Waits until every chosen photo is uploaded (no progress bars) and the submit button is back. */
async function photosReady(page: Page, count: number, button = 'Post Advertisement') {
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(count);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
}

async function submitAndLand(page: Page, button = 'Post Advertisement') {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByText('Your form has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View your ad' })).toBeVisible();
}

/** The person's newest ad as the edit form reads it. */
async function newestAd(page: Page): Promise<EditableAd> {
  const mine = (await (await page.request.get('/api/my-ads')).json()) as MyAdsResponse;
  expect(mine.items.length).toBeGreaterThan(0);
  const response = await page.request.get(`/api/ads/${mine.items[0]!.id}/edit`);
  expect(response.status()).toBe(200);
  return (await response.json()) as EditableAd;
}

/** The dominant channel of a stored photo: proves which photo became the cover. */
async function colourOf(page: Page, id: string): Promise<'red' | 'blue' | 'green'> {
  const body = await (await page.request.get(`/media/${id}-400.webp`)).body();
  const [r, g, b] = (await sharp(body).stats()).channels.map((c) => c.mean);
  if (r! > g! && r! > b!) return 'red';
  return b! > g! ? 'blue' : 'green';
}

async function fillCommon(page: Page, price: { label: string; value: string }, city = 'Lahore') {
  await label(page, price.label).fill(price.value);
  await label(page, 'Location').fill(city);
  await label(page, 'Description').fill('Kept with care, all papers complete. Serious buyers please.');
  await label(page, 'Contact number').fill('0300-1234567');
}

test('mobiles: brand and model pickers, then a full ad with two photos and a new cover', async ({ page }) => {
  await signIn(page, newPerson('Bilal Ahmed'));
  await page.goto('/post/mobiles');
  await expect(page.getByRole('heading', { name: 'Choose Your Brand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Other', exact: true })).toHaveAttribute(
    'href',
    '/post/mobiles/other/Other',
  );
  await page.getByRole('link', { name: 'Samsung', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/mobiles\/samsung$/);
  await expect(page.getByRole('heading', { name: 'Select a Model' })).toBeVisible();
  await page.getByPlaceholder('Search Samsung models').fill('a55');
  await expect(page.getByRole('link', { name: 'Galaxy S24 Ultra' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Galaxy A55', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/mobiles\/samsung\/Galaxy%20A55$/);
  await expect(page.getByRole('heading', { name: 'Post Your Samsung Galaxy A55' })).toBeVisible();
  await expect(label(page, 'Brand')).toHaveValue('Samsung');
  await expect(label(page, 'Model')).toHaveValue('Galaxy A55');

  await addPhotos(page, ['red.jpg']);
  await photosReady(page, 1);
  await addPhotos(page, ['blue.jpg']);
  await photosReady(page, 2);
  // The blue photo (second) becomes the cover.
  await page.getByRole('button', { name: 'Move photo 2 left' }).click();
  await label(page, 'Title').fill('Galaxy A55 8/256 with box');
  await label(page, 'PTA status').selectOption('PTA Approved');
  await label(page, 'Condition').selectOption('Used');
  await label(page, 'Storage').selectOption('256GB');
  await fillCommon(page, { label: 'Price', value: '95000' });
  await expect(page.getByText('Rs. 95,000')).toBeVisible();
  await submitAndLand(page);

  const ad = await newestAd(page);
  expect(ad).toMatchObject({ category: 'mobiles', brand: 'Samsung', model: 'Galaxy A55' });
  expect(ad.formData).toMatchObject({ price: '95000', storage: '256GB', location: 'Lahore' });
  expect(ad.images).toHaveLength(2);
  expect(await colourOf(page, ad.images[0]!)).toBe('blue');
  expect(await colourOf(page, ad.images[1]!)).toBe('red');
});

test('vehicles: variant from the list, quick pick for engine capacity', async ({ page }) => {
  await signIn(page, newPerson('Usman Tariq'));
  await page.goto('/post/vehicles/toyota/Corolla');
  await expect(page.getByRole('heading', { name: 'Post Your Toyota Corolla' })).toBeVisible();
  await expect(label(page, 'Make')).toHaveValue('Toyota');
  await label(page, 'Variant').selectOption('GLi');
  await label(page, 'Year').fill('2019');
  await label(page, 'Colour').fill('White');
  await label(page, 'Transmission').selectOption('Manual');
  await label(page, 'Fuel').selectOption('Petrol');
  await page.getByRole('button', { name: '1300cc' }).click();
  await expect(label(page, 'Engine capacity')).toHaveValue('1300cc');
  await label(page, 'Registration city').fill('Islamabad');
  await fillCommon(page, { label: 'Price', value: '4650000' }, 'Rawalpindi');
  await expect(page.getByText('46.5 lac')).toBeVisible();
  await addPhotos(page, ['green.jpg']);
  await photosReady(page, 1);
  await submitAndLand(page);

  const ad = await newestAd(page);
  expect(ad).toMatchObject({ category: 'vehicles', brand: 'Toyota', model: 'Corolla' });
  expect(ad.formData).toMatchObject({ variant: 'GLi', year: '2019', engineCapacity: '1300cc' });
});

test('property for rent: Property Type labels, bedrooms Other → a number, available from today', async ({
  page,
}) => {
  await signIn(page, newPerson('Sana Mir'));
  await page.goto('/post/propertyforrent');
  await page.getByRole('link', { name: 'Houses', exact: true }).click();
  await page.getByRole('link', { name: 'Double Storey', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Post Your Property For Rent' })).toBeVisible();
  await expect(label(page, 'Property Type')).toHaveValue('Houses');
  await expect(label(page, 'Property Subtype')).toHaveValue('Double Storey');
  await expect(label(page, 'Available from')).toHaveAttribute('min', todayInPakistan());

  await label(page, 'Monthly rent').fill('85000');
  await label(page, 'Security deposit').fill('170000');
  await label(page, 'Area').fill('10');
  await label(page, 'Area unit').selectOption('Marla');
  await label(page, 'Available from').fill(todayInPakistan());
  await label(page, 'Bedrooms').selectOption('Other');
  await label(page, 'Number of bedrooms').fill('12');
  await label(page, 'Bathrooms').selectOption('4');
  await label(page, 'Floor level').selectOption('Ground Floor');
  await label(page, 'Furnishing').selectOption('Unfurnished');
  await label(page, 'Parking').selectOption('Available');
  // 'Lah' and Enter take the first city that starts so, as a search box would.
  await label(page, 'Location').fill('Lah');
  await label(page, 'Location').press('Enter');
  await expect(label(page, 'Location')).toHaveValue('Lahore');
  await label(page, 'Description').fill('Double storey house near the park, gas and water available.');
  await label(page, 'Contact number').fill('03214567890');
  await addPhotos(page, ['red.jpg', 'green.jpg']);
  await photosReady(page, 2);
  await submitAndLand(page);

  const ad = await newestAd(page);
  expect(ad).toMatchObject({ category: 'propertyforrent', brand: 'Houses', model: 'Double Storey' });
  expect(ad.formData).toMatchObject({ rentPerMonth: '85000', bedrooms: 'Other', bedroomsCustom: '12' });
});

test('jobs: the type field is filled from field and role', async ({ page }) => {
  await signIn(page, newPerson('Hina Baig'));
  await page.goto('/post/jobs/sales/Sales%20Executive');
  await expect(page.getByRole('heading', { name: 'Post Your Job' })).toBeVisible();
  await expect(label(page, 'Job title')).toHaveValue('Sales Sales Executive');
  await label(page, 'Job title').fill('Sales Executive (FMCG)');
  await label(page, 'Company name').fill('Hashoo Traders');
  await label(page, 'Employment type').selectOption('Full-time');
  await label(page, 'Experience required').fill('2 years');
  await fillCommon(page, { label: 'Salary', value: '80000' }, 'Karachi');
  await addPhotos(page, ['blue.jpg']);
  await photosReady(page, 1);
  await submitAndLand(page);

  const ad = await newestAd(page);
  expect(ad.formData).toMatchObject({ jobTitle: 'Sales Executive (FMCG)', salary: '80000' });
});

test('an empty submit lists what is missing; editing a field clears its error', async ({ page }) => {
  await signIn(page, newPerson());
  await page.goto('/post/mobiles/apple/iPhone%2015');
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByText('You are forgetting some fields.').first()).toBeVisible();
  await expect(page.getByText('Please upload at least one image')).toBeVisible();
  await expect(page.getByText('Price is required')).toBeVisible();
  await expect(page.getByText('Contact number is required')).toBeVisible();
  await expect(page.locator('#photo-input')).toBeFocused();
  const price = label(page, 'Price');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  // Prices may be typed as people say them ('4.5 lac'): the field shows the rupees it understood and
  // keeps the plain number once the person moves on.
  await price.pressSequentially('4.5 lac');
  await expect(page.getByText('Rs. 450,000').first()).toBeVisible();
  await expect(page.getByText('Price is required')).toHaveCount(0);
  await label(page, 'Contact number').click();
  await expect(price).toHaveValue('450000');
  await label(page, 'Contact number').fill('0400-1234567');
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByText('Please enter a valid phone number (e.g., 03xx-xxxxxxx)')).toBeVisible();
});

test('Other brand and model: typed names, "Post Your Ad"', async ({ page }) => {
  await signIn(page, newPerson());
  await page.goto('/post/mobiles');
  await page.getByRole('link', { name: 'Other', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/mobiles\/other\/Other$/);
  await expect(page.getByRole('heading', { name: 'Post Your Ad' })).toBeVisible();
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByText('Brand name is required')).toBeVisible();
  await expect(page.getByText('Model name is required')).toBeVisible();
  await expect(page.getByText('Title is required')).toHaveCount(0);
  await label(page, 'Brand').fill('Nothing');
  await label(page, 'Model').fill('Phone (2a)');
  await label(page, 'PTA status').selectOption('PTA Not Approved');
  await label(page, 'Condition').selectOption('New');
  await label(page, 'Storage').selectOption('128GB');
  await fillCommon(page, { label: 'Price', value: '72000' });
  await addPhotos(page, ['green.jpg']);
  await photosReady(page, 1);
  await submitAndLand(page);

  const ad = await newestAd(page);
  expect(ad).toMatchObject({ brand: 'Other', model: 'Other' });
  expect(ad.formData).toMatchObject({ brandName: 'Nothing', modelName: 'Phone (2a)' });
});

test('a known brand with the Other model', async ({ page }) => {
  await signIn(page, newPerson());
  await page.goto('/post/vehicles/suzuki');
  await page.getByRole('link', { name: 'Other', exact: true }).click();
  await expect(page).toHaveURL(/\/post\/vehicles\/suzuki\/Other$/);
  await expect(label(page, 'Make')).toHaveValue('Suzuki');
  await expect(label(page, 'Model')).toHaveValue('');
  await expect(label(page, 'Model')).toBeEditable();
});

testExpecting4xx(
  'photo checks: type, size, count, and a fake photo refused by the server',
  async ({ page }) => {
    await signIn(page, newPerson());
    await page.goto('/post/bikes/honda/CD%2070');
    await addPhotos(page, ['notes.txt']);
    await expect(page.getByText('File notes.txt is not a supported image format.')).toBeVisible();
    const tiles = page.getByRole('list', { name: 'Your photos' }).getByRole('listitem');
    // Over 5 MB and no picture at all: it cannot be made smaller, so it is too large.
    await addPhotos(page, ['big.jpg']);
    await expect(tiles.getByText('File big.jpg is too large. Maximum size is 5MB.')).toBeVisible();
    await tiles.getByRole('button', { name: 'Remove photo 1' }).click();
    await addPhotos(page, ['fake.jpg']);
    await expect(tiles.getByText('File fake.jpg is not a supported image format.')).toBeVisible();
    await tiles.getByRole('button', { name: 'Remove photo 1' }).click();
    await addPhotos(page, ['p1.png', 'p2.png', 'p3.png', 'p4.png', 'p5.png', 'p6.png']);
    await expect(page.getByText('You can upload a maximum of 5 images.')).toBeVisible();
    await photosReady(page, 5);
    await expect(tiles.first().getByText('Cover')).toBeVisible();
  },
);

test('a draft survives a reload, photos included', async ({ page }) => {
  await signIn(page, newPerson());
  await page.goto('/post/mobiles/xiaomi/Other');
  await label(page, 'Model').fill('Redmi Note 13 Pro');
  await label(page, 'Price').fill('61000');
  await addPhotos(page, ['red.jpg']);
  await photosReady(page, 1);
  await page.reload();
  await expect(label(page, 'Model')).toHaveValue('Redmi Note 13 Pro');
  await expect(label(page, 'Price')).toHaveValue('61000');
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('We kept what you typed last time.')).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(label(page, 'Price')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Your photos' })).toHaveCount(0);
});

testExpecting4xx('a session that ends mid-form keeps what was typed', async ({ page }) => {
  await signIn(page, newPerson());
  await page.goto('/post/mobiles/nokia/Other');
  await label(page, 'Model').fill('3310 Classic');
  await label(page, 'PTA status').selectOption('PTA Approved');
  await label(page, 'Condition').selectOption('Used');
  await label(page, 'Storage').selectOption('16GB');
  await fillCommon(page, { label: 'Price', value: '9000' });
  await addPhotos(page, ['blue.jpg']);
  await photosReady(page, 1);
  await page.context().clearCookies();
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByText('Please log in to submit your post.')).toBeVisible();
  await expect(label(page, 'Model')).toHaveValue('3310 Classic');
  await expect(label(page, 'Price')).toHaveValue('9000');
});

test('unknown categories, brands and models say so', async ({ page }) => {
  await page.goto('/post/spaceships');
  await expect(page.getByRole('heading', { name: 'Invalid Category' })).toBeVisible();
  await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
  await page.goto('/post/mobiles/toyota');
  await expect(page.getByRole('heading', { name: 'Invalid Brand or Category' })).toBeVisible();
  await expect(page.getByText('Please go back and select a valid option.')).toBeVisible();
  await page.goto('/post/mobiles/other/Galaxy%20A55');
  await expect(page.getByRole('heading', { name: 'Invalid Brand or Category' })).toBeVisible();
});

test('signed out, the pickers ask for sign-in', async ({ page }) => {
  await page.goto('/post/mobiles');
  await expect(page.getByRole('heading', { name: 'Sign in to post your ad' })).toBeVisible();
});

test('axe finds nothing serious on the pickers and the form, errors shown', async ({ page }) => {
  await signIn(page, newPerson());
  const check = async (what: string) => {
    const { violations } = await axeSettled(page);
    const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${what}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual(
      [],
    );
  };
  await page.goto('/post/electronicsandhome');
  await expect(page.getByRole('heading', { name: 'Choose Your Brand' })).toBeVisible();
  await check('brand picker');
  await page.goto('/post/mobiles/samsung');
  await expect(page.getByRole('heading', { name: 'Select a Model' })).toBeVisible();
  await check('model picker');
  await page.goto('/post/propertyforsale/houses/Bungalow');
  await page.getByRole('button', { name: 'Post Advertisement' }).click();
  await expect(page.getByText('Title is required')).toBeVisible();
  await check('form with errors');
});
