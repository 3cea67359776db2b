// My Ads: the empty state, grouping and photos on cards, edit keeping and then replacing
// photos, delete with confirmation, and a second person who cannot open the first person's ad for
// editing. Ads are posted through the API to keep the journeys short; the form has its own journeys.
import { axeSettled } from './support/axe';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { EditableAd, SavedAdResponse, UploadedImage } from '../src/domain/api';
import type { AdInput } from '../src/domain/schemas';
import { expect, newPerson, signIn, test } from './support/fixtures';

/** Journeys where the server answers 404 on purpose (the browser logs it as an error). */
const testExpecting404 = test.extend({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 404/.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

async function jpeg(background: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The API as the signed-in page would call it (same cookies, same Origin). */
function apiOf(page: Page, baseURL: string) {
  const request: APIRequestContext = page.request;
  const headers = { origin: new URL(baseURL).origin };
  return {
    async upload(colour = '#3366aa'): Promise<string> {
      const response = await request.post('/api/images', {
        headers,
        multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await jpeg(colour) } },
      });
      expect(response.status()).toBe(201);
      return ((await response.json()) as UploadedImage).id;
    },
    async post(input: AdInput): Promise<SavedAdResponse> {
      const response = await request.post('/api/ads', { headers, data: input });
      expect(response.status(), await response.text()).toBe(201);
      return (await response.json()) as SavedAdResponse;
    },
    async editable(id: string): Promise<EditableAd> {
      const response = await request.get(`/api/ads/${id}/edit`);
      expect(response.status()).toBe(200);
      return (await response.json()) as EditableAd;
    },
  };
}

const mobileAd = (images: string[], title = 'Galaxy S23 Ultra 12/256 PTA'): AdInput => ({
  category: 'mobiles',
  brand: 'Samsung',
  model: 'Galaxy S23 Ultra',
  images,
  formData: {
    brandName: 'Samsung',
    modelName: 'Galaxy S23 Ultra',
    Title: title,
    ptaApproved: 'PTA Approved',
    condition: 'Used',
    storage: '256GB',
    price: '300000',
    location: 'Lahore',
    description: 'Ten out of ten, box and charger, no repairs.',
    contactNumber: '0300-1234567',
  },
});

const vehicleAd = (images: string[]): AdInput => ({
  category: 'vehicles',
  brand: 'Honda',
  model: 'City',
  images,
  formData: {
    brandName: 'Honda',
    modelName: 'City',
    variant: 'Aspire 1.5',
    year: '2021',
    color: 'Silver',
    transmission: 'Automatic',
    fuelType: 'Petrol',
    engineCapacity: '1500cc',
    registrationCity: 'Lahore',
    price: '4300000',
    location: 'Lahore',
    description: 'First owner, bumper to bumper original.',
    contactNumber: '0321-7654321',
  },
});

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('a new seller sees the empty state and a way to post', async ({ page }) => {
  await signIn(page, newPerson());
  await page.goto('/my-ads');
  await expect(page.getByRole('heading', { name: 'My Ads', level: 1 })).toBeVisible();
  await expect(page.getByText("You haven't posted any ads yet.")).toBeVisible();
  await page.getByRole('button', { name: 'Post your first ad' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'Choose Your Brand' })).toBeVisible();
});

test('ads are grouped by category in the spec’s order, with up to five photos per card', async ({
  page,
  baseURL,
}) => {
  await signIn(page, newPerson());
  const api = apiOf(page, baseURL!);
  await api.post(vehicleAd([await api.upload()]));
  const photos = [];
  for (const colour of ['#aa3333', '#33aa33', '#3333aa', '#aaaa33', '#33aaaa'])
    photos.push(await api.upload(colour));
  await api.post(mobileAd(photos));

  await page.route('**/api/my-ads', async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto('/my-ads');
  await expect(page.getByText('Loading your ads...')).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(['Mobiles', 'Vehicles']);
  const phone = cards(page).filter({ hasText: 'Galaxy S23 Ultra 12/256 PTA' });
  await expect(phone.locator('img')).toHaveCount(5);
  await expect(phone.getByText('Rs. 300,000')).toBeVisible();
  await expect(phone.getByText('Lahore')).toBeVisible();
  await expect(phone.getByText(/ago$/)).toBeVisible();
  const { violations } = await axeSettled(page);
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});

test('edit keeps the photos, then new photos replace them', async ({ page, baseURL }) => {
  await signIn(page, newPerson());
  const api = apiOf(page, baseURL!);
  const first = [await api.upload('#aa3333'), await api.upload('#33aa33')];
  const { id } = await api.post(mobileAd(first));

  await page.goto('/my-ads');
  await cards(page)
    .getByRole('link', { name: /^Edit / })
    .click();
  await expect(page).toHaveURL(new RegExp(`/edit-post/${id}$`));
  await expect(page.getByRole('heading', { name: 'Edit Advertisement' })).toBeVisible();
  await expect(page.getByText('Existing images will be replaced if you upload new ones.')).toBeVisible();
  await expect(page.getByLabel('Price', { exact: true })).toHaveValue('300000');
  await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(2);
  await page.getByLabel('Price', { exact: true }).fill('285000');
  await page.getByRole('button', { name: 'Update Advertisement' }).click();
  await expect(page.getByText('Your form has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Ads' })).toBeVisible();
  let saved = await api.editable(id);
  expect(saved.formData.price).toBe('285000');
  expect(saved.images).toEqual(first);

  await page.route(`**/api/ads/${id}/edit`, async (route) => {
    await new Promise((r) => setTimeout(r, 2000));
    await route.continue();
  });
  await page.goto(`/edit-post/${id}`);
  await expect(page.getByText('Loading post...')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit Advertisement' })).toBeVisible();
  await page.locator('#photo-input').setInputFiles({
    name: 'new.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg('#3333aa'),
  });
  const tiles = page.getByRole('list', { name: 'Your photos' }).getByRole('listitem');
  await expect(tiles).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Update Advertisement' }).click();
  await expect(page.getByText('Your form has been submitted successfully!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My Ads' })).toBeVisible();
  saved = await api.editable(id);
  expect(saved.images).toHaveLength(1);
  expect(first).not.toContain(saved.images[0]);
});

test('remove asks first, then the ad disappears', async ({ page, baseURL }) => {
  await signIn(page, newPerson());
  const api = apiOf(page, baseURL!);
  await api.post(mobileAd([await api.upload()], 'iPhone-free Samsung for sale'));
  await page.goto('/my-ads');
  const card = cards(page).filter({ hasText: 'iPhone-free Samsung for sale' });
  await card.getByRole('button', { name: /^Remove / }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete this ad?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: /^Remove / }).click();
  await dialog.getByRole('button', { name: 'Delete ad' }).click();
  await expect(page.getByText('Ad deleted successfully.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByText("You haven't posted any ads yet.")).toBeVisible();
});

testExpecting404(
  'someone else’s ad: Post not found, and their delete changes nothing',
  async ({ page, browser, baseURL }) => {
    const other = await browser.newContext();
    const owner = await other.newPage();
    await signIn(owner, newPerson('Owner Person'));
    const ownerApi = apiOf(owner, baseURL!);
    const { id } = await ownerApi.post(mobileAd([await ownerApi.upload()], 'Not yours to edit'));

    await signIn(page, newPerson('Second Person'));
    await page.goto(`/edit-post/${id}`);
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    const refused = await page.request.delete(`/api/ads/${id}`, {
      headers: { origin: new URL(baseURL!).origin },
    });
    expect(refused.status()).toBe(404);
    expect((await ownerApi.editable(id)).formData.Title).toBe('Not yours to edit');
    await other.close();
  },
);
