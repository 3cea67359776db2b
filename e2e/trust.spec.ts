// Trust and safety (decision 080) on a phone (390 × 844): a buyer reports an ad; a moderator hides a
// reported ad and its seller reads why in My Ads; 'Mark as sold' badges the ad 'Sold'; an expired ad
// is renewed. Ads are posted through the API with the seller's cookies to keep the journeys short.
// The e2e server's ads expire AD_LIFETIME_SECONDS (40) after posting (playwright.config.ts), and its
// ADMIN_EMAILS names MODERATOR.
import { axeSettled } from './support/axe';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SavedAdResponse, UploadedImage } from '../src/domain/api';
import type { AdInput } from '../src/domain/schemas';
import { expect, newPerson, PHONE, signIn, test, uniqueWord, type Person } from './support/fixtures';

test.use({ viewport: PHONE });

const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };

/** Serious and critical axe findings on the page as it is now. */
async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await axeSettled(page);
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

/** Posts a phone ad as the signed-in person of `page`, through the API the sell form uses. */
async function postAd(
  page: Page,
  baseURL: string,
): Promise<{ id: string; path: string; title: string; image: string }> {
  const title = `Galaxy S23 Ultra trust ${uniqueWord()}`;
  const headers = { origin: new URL(baseURL).origin };
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2c6fbb' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/images', {
    headers,
    multipart: { file: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(upload.status()).toBe(201);
  const image = ((await upload.json()) as UploadedImage).id;
  const input: AdInput = {
    category: 'mobiles',
    brand: 'Samsung',
    model: 'Galaxy S23 Ultra',
    images: [image],
    formData: {
      brandName: 'Samsung',
      modelName: 'Galaxy S23 Ultra',
      Title: title,
      ptaApproved: 'PTA Approved',
      condition: 'Used',
      storage: '256GB',
      price: '150000',
      location: 'Lahore',
      description: 'Used with care for a year, box and charger included.',
      contactNumber: '0300-1234567',
    },
  };
  const response = await page.request.post('/api/ads', { headers, data: input });
  expect(response.status(), await response.text()).toBe(201);
  const saved = (await response.json()) as SavedAdResponse;
  return { id: saved.id, path: saved.path, title, image };
}

/** Another person at the same phone size, in their own browser context. */
async function another(browser: Browser, baseURL: string, person: Person) {
  const context: BrowserContext = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

/**
 * The buyer on `page` reports the ad at `path` through 'Report this ad': the app's dialog, or, tapped
 * before the app has come, the server's form, which comes back to the ad with the same thanks
 * (decision 213). A person cannot tell which, so neither can this.
 */
async function report(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this ad' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Fraud or scam' }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will review this ad.')).toBeVisible();
}

test('a signed-in buyer reports an ad that is not theirs', async ({ page, browser, baseURL }) => {
  const seller = await another(browser, baseURL!, newPerson('Bilal Ahmed'));
  const ad = await postAd(seller.page, baseURL!);
  await seller.context.close();

  await signIn(page, newPerson('Ayesha Khan'));
  await page.goto(ad.path);
  await expect(page.getByRole('heading', { name: ad.title })).toBeVisible();
  await expectAccessible(page);
  await report(page, ad.path);
});

test('a moderator hides a reported ad and the seller sees why in My Ads', async ({
  page,
  browser,
  baseURL,
}) => {
  const seller = await another(browser, baseURL!, newPerson('Bilal Ahmed'));
  const ad = await postAd(seller.page, baseURL!);

  await signIn(page, newPerson('Ayesha Khan'));
  await report(page, ad.path);

  const moderator = await another(browser, baseURL!, MODERATOR);
  const mod = moderator.page;
  await mod.getByRole('button', { name: MODERATOR.name }).click();
  await mod.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(mod.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const item = mod.getByRole('link').filter({ hasText: ad.title });
  await expect(item).toContainText('1 report');
  await expectAccessible(mod);
  await item.click();
  await expect(mod.getByRole('heading', { name: ad.title, level: 1 })).toBeVisible();
  const reason = 'Photos are copied from another seller.';
  await mod.getByLabel('Reason (the seller sees it when an ad is hidden)').fill(reason);
  await expectAccessible(mod);
  await mod.getByRole('button', { name: 'Hide ad' }).click();
  await expect(mod.getByText(`Hidden: ${reason}`)).toBeVisible();
  // The hidden ad's photo: still the seller's and the moderators', a 404 to the buyer (decision 143).
  const photo = `/media/${ad.image}-400.webp`;
  expect((await mod.request.get(photo)).status()).toBe(200);
  expect((await seller.page.request.get(photo)).status()).toBe(200);
  expect((await page.request.get(photo)).status()).toBe(404);
  await moderator.context.close();

  await seller.page.goto('/my-ads');
  const card = seller.page.getByRole('main').getByRole('article').filter({ hasText: ad.title });
  await expect(card.getByText(`Hidden by moderators: ${reason}`)).toBeVisible();
  await expectAccessible(seller.page);
  await seller.context.close();
});

test("'Mark as sold' in My Ads badges the ad 'Sold'", async ({ page, baseURL }) => {
  await signIn(page, newPerson('Bilal Ahmed'));
  const ad = await postAd(page, baseURL!);
  await page.goto('/my-ads');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: ad.title });
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('button', { name: `Mark as sold ${ad.title}` }).click();
  await page
    .getByRole('dialog', { name: 'Mark this ad as sold?' })
    .getByRole('button', { name: 'Mark as sold' })
    .click();
  await expect(page.getByText('Marked as sold.')).toBeVisible();
  await expect(card.getByText('Sold', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark as sold ${ad.title}` })).toHaveCount(0);

  await page.goto(ad.path);
  await expect(page.getByRole('heading', { name: ad.title })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' }).getByText('Sold', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("an expired ad says so in My Ads and 'Renew' makes it active again", async ({ page, baseURL }) => {
  test.setTimeout(150_000); // the ad lives AD_LIFETIME_SECONDS (40 s here) before it expires
  await signIn(page, newPerson('Bilal Ahmed'));
  const ad = await postAd(page, baseURL!);
  await page.goto('/my-ads');
  const card = page.getByRole('main').getByRole('article').filter({ hasText: ad.title });
  await expect(card.getByText('Available', { exact: true })).toBeVisible();

  // No click ages an ad: wait for its life to run out, as its seller would.
  await expect(async () => {
    await page.reload();
    await expect(card.getByText('Expired', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await expect(card.getByText('Expired: renew it to show it to buyers again.')).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark as sold ${ad.title}` })).toHaveCount(0);
  await expectAccessible(page);

  await card.getByRole('button', { name: `Renew ${ad.title}` }).click();
  await expect(page.getByText('Your ad is live again for 30 days.')).toBeVisible();
  await expect(card.getByText('Available', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: `Mark as sold ${ad.title}` })).toBeVisible();
  await expectAccessible(page);
});

test('a reported chat reaches the moderators in Moderation, who read it and dismiss the reports', async ({
  page,
  browser,
  baseURL,
}) => {
  const headers = { origin: new URL(baseURL!).origin };
  const seller = await another(browser, baseURL!, newPerson('Bilal Ahmed'));
  const ad = await postAd(seller.page, baseURL!);
  await seller.context.close();

  // The buyer starts a chat, writes, and reports it, through the API the chat page uses.
  await signIn(page, newPerson('Ayesha Khan'));
  const started = await page.request.post('/api/chat/conversations', { headers, data: { adId: ad.id } });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  const said = `Is the ${ad.title} still available?`;
  const sent = await page.request.post(`/api/chat/conversations/${id}/messages`, {
    headers,
    data: { body: said },
  });
  expect(sent.status()).toBe(201);
  const reason = 'The seller asks for an advance by bank transfer.';
  const reported = await page.request.post(`/api/chat/conversations/${id}/report`, {
    headers,
    data: { reason },
  });
  expect(reported.status()).toBe(204);

  const moderator = await another(browser, baseURL!, MODERATOR);
  const mod = moderator.page;
  await mod.goto('/admin');
  await expect(mod.getByRole('heading', { name: 'Reported chats', level: 2 })).toBeVisible();
  const item = mod.getByTestId('reported-chat').filter({ hasText: ad.title });
  await expect(item).toContainText('The buyer reported the seller');
  await expect(item).toContainText(reason);
  await expect(item.getByRole('button', { name: 'Ban Bilal Ahmed' })).toBeVisible();
  await expectAccessible(mod);

  await item.getByRole('link', { name: 'Read the chat' }).click();
  await expect(mod).toHaveURL(new RegExp(`/chat/${id}$`));
  await expect(mod.getByText(said)).toBeVisible();
  // Each message says who wrote it, by name and role: 'you' would mean nothing to a moderator.
  await expect(mod.getByTestId('chat-message').filter({ hasText: said })).toContainText(
    'Ayesha Khan · Buyer',
  );
  await mod.goBack();

  await item.getByLabel(/^Reason/).fill('Asked the seller; a deposit is normal for this shop.');
  await item.getByRole('button', { name: 'Dismiss reports' }).click();
  await expect(mod.getByText('Reports dismissed.')).toBeVisible();
  await expect(mod.getByTestId('reported-chat').filter({ hasText: ad.title })).toHaveCount(0);
  await moderator.context.close();
});
