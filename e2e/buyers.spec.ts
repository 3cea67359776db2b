// Buyers come back: saving an ad from a card while signed out, a saved search that brings a
// notification when a matching ad is posted, a price drop on a saved ad, and web push received by a
// local push service. Sellers post through the API to keep the journeys short.
import { axeSettled } from './support/axe';
import type { Page } from '@playwright/test';
import { PUSH_TITLES } from '../src/domain/notifications';
import { startLocalPushService, type LocalPushService } from '../test/support/server/push-service';
import { expect, googleWayIn, newPerson, signIn, test, uniqueWord, type Person } from './support/fixtures';
import { seller } from './support/seller';

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function axeClean(page: Page) {
  const { violations } = await axeSettled(page);
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

const card = (page: Page, title: string) => page.getByRole('article').filter({ hasText: title });

test('a signed-out visitor saves an ad from its card, signs in, and finds it on /saved', async ({
  page,
  browser,
  baseURL,
}) => {
  const sell = await seller(browser, baseURL!);
  const title = `Pixel keeper ${uniqueWord()}`;
  await sell.post('mobiles', { Title: title });

  await page.goto('/mobile-phones');
  await card(page, title).getByRole('button', { name: 'Save ad' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await googleWayIn(page).click();
  const buyer: Person = newPerson('Bushra Buyer');
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Name').fill(buyer.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/mobile-phones$/);
  await expect(card(page, title).getByRole('button', { name: 'Saved' })).toBeVisible();
  await expect(page.getByText('Saved to your saved ads')).toBeVisible();

  await page.getByRole('button', { name: buyer.name }).click();
  await page.getByRole('menuitem', { name: 'Saved ads' }).click();
  await expect(page).toHaveURL(/\/saved$/);
  await expect(page.getByRole('heading', { name: 'Saved ads', level: 1 })).toBeVisible();
  await expect(card(page, title)).toBeVisible();
  await shoot(page, 'saved');
  await axeClean(page);

  // Unsaving from the heart takes it off the list.
  await card(page, title).getByRole('button', { name: 'Saved' }).click();
  await expect(card(page, title)).toHaveCount(0);
  await expect(page.getByText("You haven't saved any ads yet.")).toBeVisible();
  await sell.close();
});

test('a saved search brings a notification when a matching ad is posted', async ({
  page,
  browser,
  baseURL,
}) => {
  const sell = await seller(browser, baseURL!);
  await signIn(page, newPerson('Saad Searcher'));
  await page.goto('/motors?brand=Toyota&model=Corolla&location=Lahore&minPrice=1234000&maxPrice=1235000');
  await page.getByRole('button', { name: 'Save search' }).click();
  const name = 'Toyota Corolla in Lahore from Rs. 12.34 lac to Rs. 12.35 lac';
  await expect(page.getByText(`Saved as “${name}”.`)).toBeVisible();

  await sell.post(
    'vehicles',
    { price: '1234500', location: 'Lahore' },
    { brand: 'Toyota', model: 'Corolla' },
  );
  // The job matches within a second or two; each try waits for the page to have drawn its list.
  await expect(async () => {
    await page.goto('/notifications');
    await expect(page.getByRole('button', { name: /1 new ad for your saved search/ })).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 30_000, intervals: [1000] });
  await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
  await shoot(page, 'notifications');
  await axeClean(page);

  await page.getByRole('button', { name: /1 new ad for your saved search/ }).click();
  await expect(page).toHaveURL(/\/motors\?.*minPrice=1234000/);
  // The alert is about new ads: its search opens newest first.
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByText('1 result(s) found')).toBeVisible();

  await page.goto('/saved-searches');
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await shoot(page, 'saved-searches');
  await axeClean(page);
  await page.getByRole('button', { name: `Rename ${name}` }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Cheap Corollas');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Cheap Corollas' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Cheap Corollas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('You have no saved searches yet.')).toBeVisible();
  await sell.close();
});

test('a price drop shows on the saved card and notifies the buyer', async ({ page, browser, baseURL }) => {
  const sell = await seller(browser, baseURL!);
  const title = `Drop phone ${uniqueWord()}`;
  const ad = await sell.post('mobiles', { Title: title, price: '80000' });
  await signIn(page, newPerson('Dua Dropwatcher'));
  await page.goto(ad.path);
  // The ad's own heart, beside its price: the similar ads' cards below have theirs.
  await page.locator('main aside').getByRole('button', { name: 'Save ad' }).click();
  await expect(page.locator('main aside').getByRole('button', { name: 'Saved' })).toBeVisible();

  await sell.setPrice(ad.id, '65000');
  await page.goto('/saved');
  const saved = card(page, title);
  await expect(saved.getByText('Price dropped')).toBeVisible();
  await expect(saved.locator('s')).toHaveText('Was Rs. 80,000');
  await expect(saved.getByText('Rs. 65,000')).toBeVisible();
  await page.goto('/notifications');
  await expect(page.getByRole('button', { name: /Price dropped/ })).toContainText(
    `${title}: now Rs. 65,000 (was Rs. 80,000)`,
  );
  // Recently viewed: the ad page was opened, so home shows it above the category rows.
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Ads you opened recently' }).getByText(title)).toBeVisible();
  await shoot(page, 'home-recent');
  await sell.close();
});

test.describe('web push', () => {
  test.use({ serviceWorkers: 'allow' }); // push needs the app's service worker
  let service: LocalPushService;
  test.beforeAll(async () => {
    // On the port playwright.config.ts named in the server's PUSH_SERVICE_HOSTS.
    service = await startLocalPushService(Number(process.env.E2E_PUSH_PORT));
  });
  test.afterAll(async () => {
    await service.stop();
  });

  test('opting in from Settings sends a price drop to the local push service', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // Chromium's own push service (FCM) is out of reach here: the browser's subscription comes from
    // the local push service instead; everything on our side is the real thing.
    let clientHash = '';
    await page.exposeFunction('subscribeAtLocalPushService', async (key: string) => {
      const sub = await service.subscribe(key);
      clientHash = sub.clientHash;
      return { endpoint: sub.endpoint, keys: sub.keys };
    });
    await page.addInitScript(() => {
      const w = window as unknown as {
        subscribeAtLocalPushService(key: string): Promise<{ endpoint: string; keys: object }>;
        localPushSubscription?: unknown;
      };
      const toBase64Url = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const json = await w.subscribeAtLocalPushService(
          toBase64Url(options!.applicationServerKey as ArrayBuffer),
        );
        const sub = {
          endpoint: json.endpoint,
          toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
          unsubscribe: async () => true,
        };
        w.localPushSubscription = sub;
        return sub as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () =>
        (w.localPushSubscription as PushSubscription | undefined) ?? null;
    });
    await context.grantPermissions(['notifications']);

    const sell = await seller(browser, baseURL!);
    const title = `Push phone ${uniqueWord()}`;
    const ad = await sell.post('mobiles', { Title: title, price: '50000' });
    await signIn(page, newPerson('Pervaiz Push'));
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Turn on push notifications' }).click();
    await expect(page.getByText('On for this device')).toBeVisible();
    await shoot(page, 'settings-push');
    await page.goto(ad.path);
    // The ad's own heart, beside its price: the similar ads' cards below have theirs.
    await page.locator('main aside').getByRole('button', { name: 'Save ad' }).click();
    await expect(page.locator('main aside').getByRole('button', { name: 'Saved' })).toBeVisible();

    await sell.setPrice(ad.id, '45000');
    await expect
      .poll(async () => (await service.messages(clientHash)).map((m) => JSON.parse(m) as object), {
        timeout: 20_000,
        intervals: [1000],
      })
      // Only the kind's fixed title and the link: nothing of the ad travels in a push (decision 145).
      .toEqual([{ title: PUSH_TITLES.price_drop, url: ad.path }]);
    await sell.close();
  });
});
