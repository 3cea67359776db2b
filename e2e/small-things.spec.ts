// Smaller things a person noticed, each on a phone (390 × 844): a typed chat message survives Back and
// Forward (and not a sign-out); a hidden-ad notification says why; a sold ad leaves 'Newest first' and
// the home rows at once and stays reachable by its link; 'Price dropped' needs a real drop and shows on
// the ad page as on cards; the drawer names each category once; offline, a signed-in person's page says
// 'You are offline' and offers no 'Login'. Sellers post through the API (e2e/support/seller.ts); the
// e2e server counts a price cut as a drop at once (playwright.config.ts), and its ADMIN_EMAILS names
// MODERATOR.
import type { Browser, Page } from '@playwright/test';
import { CATEGORIES } from '../src/domain/categories';
import { CHAT_TEXT } from '../src/domain/chat';
import {
  expect,
  newPerson,
  PHONE,
  signIn,
  test,
  testOffline as offlineTest,
  uniqueWord,
  type Person,
} from './support/fixtures';
import { seller as sellerIn } from './support/seller';
import { workerActivated } from './support/service-worker';

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(PHONE);
}

/** Someone else at the same phone size, in their own browser context. */
async function another(browser: Browser, baseURL: string, person: Person) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

/** A phone ad of a new seller, with a title no other journey uses. */
async function phoneAd(browser: Browser, baseURL: string, price = '100000') {
  const sell = await sellerIn(browser, baseURL);
  const title = `Pixel small things ${uniqueWord()}`;
  const ad = await sell.post('mobiles', { Title: title, price });
  return { sell, ad, title };
}

test('a typed chat message survives Back and Forward, is gone once sent, and after a sign-out', async ({
  page,
  browser,
  baseURL,
}) => {
  const { sell, ad } = await phoneAd(browser, baseURL!);
  await sell.close();
  const buyer = newPerson('Bilal Buyer');
  await signIn(page, buyer);
  await page.goto(ad.path);
  await page.getByRole('button', { name: CHAT_TEXT.chatWithSeller }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const chat = page.url();
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill('Would you take 90,000 if I come today');

  await page.goBack();
  await expect(page.getByRole('button', { name: CHAT_TEXT.chatWithSeller })).toBeVisible();
  await page.goForward();
  await expect(box).toHaveValue('Would you take 90,000 if I come today');

  // Sent, it is gone from the box, and Back and Forward do not bring it back.
  await page.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText('Would you take 90,000 if I come today')).toBeVisible();
  await expect(box).toHaveValue('');
  await page.goBack();
  await expect(page.getByRole('button', { name: CHAT_TEXT.chatWithSeller })).toBeVisible();
  await page.goForward();
  await expect(messages.getByText('Would you take 90,000 if I come today')).toBeVisible();
  await expect(box).toHaveValue('');

  // A draft left behind goes with the person who signs out: the phone may be someone else's next.
  // Signed out from home, as the other journeys do: a page for signed-in people refetches as the
  // session ends and the browser logs the 401s.
  await box.fill('My number is in my profile');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out successfully.')).toBeVisible();
  await signIn(page, buyer);
  await page.goto(chat);
  await expect(messages.getByText('Would you take 90,000 if I come today')).toBeVisible();
  await expect(box).toHaveValue('');
});

test('a notification that an ad was hidden says why', async ({ page, browser, baseURL }) => {
  const { sell, ad, title } = await phoneAd(browser, baseURL!);
  await sell.close();
  const { id } = ad;
  await signIn(page, MODERATOR);
  await page.goto(`/admin/ads/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const reason = 'The photos are copied from another seller.';
  await page.getByLabel('Reason (the seller sees it when an ad is hidden)').fill(reason);
  await page.getByRole('button', { name: 'Hide ad' }).click();
  await expect(page.getByText(`Hidden: ${reason}`)).toBeVisible();

  // The seller opens the bell's page.
  const seller = await another(browser, baseURL!, sell.person);
  await seller.page.goto('/notifications');
  const item = seller.page.getByRole('listitem').filter({ hasText: 'Your ad was hidden by moderators' });
  await expect(item).toContainText(`${title}. Reason: ${reason}`);
  await shoot(seller.page, 'hidden-notification');
  await seller.context.close();
});

test("a sold ad leaves 'Newest first' and the home rows at once, and its link still opens it", async ({
  page,
  browser,
  baseURL,
}) => {
  const { sell, ad, title } = await phoneAd(browser, baseURL!);
  await signIn(page, newPerson('Sara Buyer'));
  await page.goto('/mobile-phones?sort=newest');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('newest');
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: title, level: 3 })).toBeVisible();

  // The seller marks it sold (as 'Mark as sold' in My Ads does).
  const sold = await sell.markSold(ad.id);
  expect(sold).toBe(200);
  await sell.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Categories' })).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 3 })).toHaveCount(0);
  await page.goto('/mobile-phones?sort=newest');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title, level: 3 })).toHaveCount(0);

  // Someone with the link still finds it, badged 'Sold'.
  await page.goto(ad.path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Badges' }).getByText('Sold', { exact: true })).toBeVisible();
});

test("'Price dropped' needs a real drop, and shows on the ad page as on the card", async ({
  page,
  browser,
  baseURL,
}) => {
  const { sell, ad, title } = await phoneAd(browser, baseURL!, '100000');
  await signIn(page, newPerson('Hina Buyer'));
  const card = page.locator('main article').filter({ hasText: title });
  const summary = page.getByRole('region', { name: 'Summary' });
  const listing = '/mobile-phones?sort=newest';

  // 3 % off: not a drop, on the card or the ad page.
  await sell.setPrice(ad.id, '97000');
  await page.goto(listing);
  await expect(card.getByText('Rs. 97,000')).toBeVisible();
  await expect(card.getByText('Price dropped')).toHaveCount(0);
  await page.goto(ad.path);
  await expect(summary.getByText('Rs. 97,000')).toBeVisible();
  await expect(summary.getByText('Price dropped')).toHaveCount(0);

  // Raised, then lowered to no less than it asked before: still not a drop.
  await sell.setPrice(ad.id, '130000');
  await sell.setPrice(ad.id, '99000');
  await page.goto(listing);
  await expect(card.getByText('Rs. 99,000')).toBeVisible();
  await expect(card.getByText('Price dropped')).toHaveCount(0);

  // 90,000 is over 5 % below the lowest it asked (97,000): a drop from there, on card and page alike.
  await sell.setPrice(ad.id, '90000');
  await sell.close();
  await page.goto(listing);
  await expect(card.getByText('Price dropped')).toBeVisible();
  await expect(card.locator('s')).toHaveText('Was Rs. 97,000');
  await page.goto(ad.path);
  await expect(summary.getByText('Rs. 90,000')).toBeVisible();
  await expect(summary.getByText('Price dropped')).toBeVisible();
  await expect(summary.locator('s')).toHaveText('Was Rs. 97,000');
  await shoot(page, 'ad-page-price-dropped');
});

test('the drawer names each category once', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  for (const category of CATEGORIES) {
    await expect(drawer.locator(`a[href="${category.listingPath}"]`), category.name).toHaveCount(1);
    await expect(drawer.getByRole('link', { name: category.name, exact: true })).toHaveCount(1);
  }
  // Besides the categories, the language switch, a link since decision 217.
  await expect(drawer.getByRole('link', { name: 'اردو', exact: true })).toHaveCount(1);
  await expect(drawer.getByRole('link')).toHaveCount(CATEGORIES.length + 1);
  await shoot(page, 'drawer');
});

offlineTest.describe('offline', () => {
  offlineTest.use({ serviceWorkers: 'allow' });

  offlineTest(
    "a signed-in person's page not kept says 'You are offline', not 'Login'",
    async ({ page, context }) => {
      await signIn(page, newPerson('Omar Offline'));
      await workerActivated(page);
      await page.goto('/jobs');
      await expect(page.getByRole('button', { name: 'Omar Offline' })).toBeVisible();

      await context.setOffline(true);
      // Who is signed in is asked, and asked again once, before the page gives up on knowing.
      let failed = 0;
      const gaveUp = new Promise<void>((resolve) =>
        page.on('requestfailed', (r) => {
          if (new URL(r.url()).pathname === '/api/me' && ++failed === 2) resolve();
        }),
      );
      await page.goto('/animals');
      await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
      await gaveUp;
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
      // A listing not kept asks for a connection; nothing was wrong with its filters.
      await expect(
        page.getByRole('alert').filter({ hasText: 'Check your connection and try again.' }),
      ).toBeVisible();
      await expect(page.getByText('These filters could not be applied.')).toHaveCount(0);
      await shoot(page, 'offline-signed-in');
      // The chat list, not kept either, says so too instead of staying blank.
      await page.goto('/chat');
      await expect(page.getByRole('heading', { name: 'This page could not load' })).toBeVisible();

      // Back online, the person is there again.
      await context.setOffline(false);
      await expect(page.getByRole('button', { name: 'Omar Offline' })).toBeVisible();
    },
  );
});
