// A seller's page (decision 185): a buyer on a phone opens it from an ad's seller block and from a
// chat's header, in English and in Urdu; a seller finds 'My public page' in their menu; a banned
// seller's page is a 404 and a signed-out visitor is asked to sign in. SELLER_SCREENSHOTS names a
// folder for screenshots to look at (never committed).
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, newPerson, signIn, test, testExpecting4xx, type Person } from './support/fixtures';
import { seller as sellerIn } from './support/seller';

const SHOTS = process.env.SELLER_SCREENSHOTS;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };

async function personIn(
  browser: Browser,
  baseURL: string,
  person: Person,
  viewport = PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await signIn(page, person);
  return { context, page };
}

/** A seller with a display name and an ad; their id from the ad's page. */
async function sellerWithAd(browser: Browser, baseURL: string, displayName: string) {
  const s = await sellerIn(browser, baseURL);
  const headers = { origin: new URL(baseURL).origin };
  const named = await s.page.request.patch('/api/me/display-name', { headers, data: { displayName } });
  expect(named.status(), await named.text()).toBe(200);
  const ad = await s.post('mobiles', { Title: 'Galaxy A55 8/256 boxed', price: '98000', location: 'Lahore' });
  const me = (await (await s.page.request.get('/api/me')).json()) as { user: { id: string } };
  return { ...s, ad, id: me.user.id, headers };
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

for (const lang of ['en', 'ur'] as const) {
  test(`a buyer opens the seller's page from an ad and from a chat (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const s = await sellerWithAd(browser, baseURL!, 'Saleem Mobiles');
    const buyer = await personIn(browser, baseURL!, newPerson('Bilal Buyer'));
    if (lang === 'ur') await buyer.context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
    const page = buyer.page;

    await page.goto(s.ad.path);
    await page.getByRole('link', { name: /Saleem Mobiles/ }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${s.id}$`));
    await expect(page.getByRole('heading', { name: 'Saleem Mobiles', level: 1 })).toBeVisible();
    await expect(page.getByText(lang === 'en' ? 'Sold on B/S: 0' : 'B/S پر فروخت: 0')).toBeVisible();
    await expect(page.getByText(lang === 'en' ? /^Member since/ : /سے رکن/)).toBeVisible();
    // The seller's ad, as the listings' card, leads back to it.
    await expect(page.getByRole('link', { name: /Galaxy A55 8\/256 boxed/ }).first()).toBeVisible();
    await shot(page, `seller-page-phone-${lang}`);

    // From a chat's header.
    const started = await page.request.post('/api/chat/conversations', {
      headers: s.headers,
      data: { adId: s.ad.id },
    });
    expect(started.status()).toBe(201);
    const { id } = (await started.json()) as { id: string };
    await page.goto(`/chat/${id}`);
    await page.getByRole('heading', { level: 1 }).getByRole('link', { name: 'Saleem Mobiles' }).click();
    await expect(page).toHaveURL(new RegExp(`/seller/${s.id}$`));
    await expect(page.getByRole('heading', { name: 'Saleem Mobiles', level: 1 })).toBeVisible();

    await buyer.context.close();
    await s.close();
  });
}

test('a seller finds "My public page" in their menu and sees their page on a desktop', async ({
  browser,
  baseURL,
}) => {
  const s = await sellerWithAd(browser, baseURL!, 'Saleem Mobiles');
  const me = await personIn(browser, baseURL!, s.person, DESKTOP);
  const page = me.page;
  await page.getByRole('button', { name: s.person.name }).click();
  await page.getByRole('menuitem', { name: 'My public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/seller/${s.id}$`));
  await expect(page.getByRole('heading', { name: 'Saleem Mobiles', level: 1 })).toBeVisible();
  await expect(page.getByText('This is your public page: what buyers see of you.')).toBeVisible();
  await shot(page, 'seller-page-desktop-en');
  await me.context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
  await page.reload();
  await expect(page.getByText('B/S پر فروخت: 0')).toBeVisible();
  await shot(page, 'seller-page-desktop-ur');
  await me.context.close();
  await s.close();
});

testExpecting4xx(
  "a banned seller's page is a 404, and a signed-out visitor is asked to sign in",
  async ({ browser, baseURL }) => {
    const s = await sellerWithAd(browser, baseURL!, 'Scam Seller');
    const visitor = await browser.newContext({ baseURL, viewport: PHONE });
    const out = await visitor.newPage();
    await out.goto(`/seller/${s.id}`);
    await expect(out.getByRole('heading', { name: 'Sign in to see this seller’s page' })).toBeVisible();
    await visitor.close();

    const moderator = await personIn(browser, baseURL!, MODERATOR);
    const banned = await moderator.page.request.post(`/api/admin/users/${s.id}/ban`, {
      headers: s.headers,
      data: { reason: 'Asks for an advance by bank transfer.' },
    });
    expect(banned.status(), await banned.text()).toBe(200);
    await moderator.context.close();

    const buyer = await personIn(browser, baseURL!, newPerson('Bilal Buyer'));
    const answer = await buyer.page.goto(`/seller/${s.id}`);
    expect(answer?.status()).toBe(404);
    await expect(buyer.page.getByRole('heading', { name: 'Seller not found', level: 1 })).toBeVisible();
    await shot(buyer.page, 'seller-page-banned-phone-en');
    await buyer.context.close();
    await s.close();
  },
);
