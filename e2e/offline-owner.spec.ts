// A shared phone, offline, shows nobody else's owner controls (decision 181), at 390 × 844 with the
// service worker on: a seller opens their own ad on the phone, their session ends (on the phone, or on
// another device, which the offline phone cannot learn), and the next person opens the same ad offline.
// The owner's answer to /api/ads/:id said isOwner, and kept, it drew 'Mark as sold' and 'Edit' for them.
import type { Browser, Page } from '@playwright/test';
import { adPath } from '../src/domain/categories';
import { expect, PHONE, signIn, testOffline as test } from './support/fixtures';
import { seller } from './support/seller';
import { workerActivated } from './support/service-worker';

test.use({ viewport: PHONE, serviceWorkers: 'allow' });

const offlineBar = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

/** The seller's own ad opened on the phone, as its owner, its answer fetched through the worker. */
async function openOwnAd(page: Page, browser: Browser, baseURL: string) {
  const sell = await seller(browser, baseURL);
  const ad = await sell.post('mobiles', {});
  await signIn(page, sell.person);
  await workerActivated(page);
  const url = adPath('mobiles', ad.id);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/ads/${ad.id}`);
  await page.goto('/');
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Mark as sold' })).toBeVisible();
  await answered;
  return { sell, url };
}

/** Offline, the ad's page shows no owner control (and, kept or not, says it is offline). */
async function noOwnerControls(page: Page, url: string) {
  await page.goto(url);
  await expect(offlineBar(page)).toBeVisible();
  // Whatever the page draws, give the app time to have drawn it from any kept answer.
  await expect(
    page.getByRole('heading', { level: 1 }).or(page.getByText('This ad could not be loaded.')),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as sold' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
}

test('after the seller’s session ends on another device, the offline phone shows the next person no owner controls', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { sell, url } = await openOwnAd(page, browser, baseURL!);
  // The phone goes offline; then 'Sign out of all devices' from the seller's other phone, which this
  // one never hears of.
  await context.setOffline(true);
  await sell.page.goto('/settings');
  await sell.page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(sell.page.getByText('You are logged out successfully.')).toBeVisible();
  await sell.close();

  await noOwnerControls(page, url);
  await context.setOffline(false);
});

test('after the seller signs out on the phone, the tab forgets their addresses and the next person offline sees no owner controls', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { sell, url } = await openOwnAd(page, browser, baseURL!);
  await sell.close();
  // Their own ads, opened as a page load: the tab keeps its scroll position under that address, as it
  // does under /chat/<id> for a conversation opened from a notification.
  await page.goto('/my-ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(url);
  await expect(page.getByRole('button', { name: 'Mark as sold' })).toBeVisible();
  const scrollStore = () => page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(await scrollStore()).toContain('/my-ads');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('You are logged out successfully.')).toBeVisible();
  // Signed out, the tab keeps no scroll position under their addresses (decision 181).
  await expect.poll(scrollStore).not.toContain('/my-ads');

  await context.setOffline(true);
  await noOwnerControls(page, url);
  await context.setOffline(false);
});
