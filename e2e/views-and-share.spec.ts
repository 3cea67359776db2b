// Views and sharing on a phone (decision 196), in English and Urdu: a seller sees '0 views' on My Ads
// and on their own ad page, another person opens the ad, and the seller's count goes up on both as
// they reload; the buyer never sees it. Where the browser has no share sheet, 'Share' offers
// 'WhatsApp' (a wa.me link with the ad's title and address) and 'Copy link' (which copies it).
// VIEWS_SCREENSHOTS names a folder for screenshots to look at (never committed).
import type { Browser, Page } from '@playwright/test';
import { expect, newPerson, PHONE, signIn, test, uniqueWord } from './support/fixtures';
import { seller as sellerIn } from './support/seller';

const TEXTS = {
  en: {
    views: (n: number) => `${n} ${n === 1 ? 'view' : 'views'}`,
    share: 'Share',
    copied: 'Link copied to clipboard!',
  },
  ur: { views: (n: number) => `${n} بار دیکھا گیا`, share: 'شیئر کریں', copied: 'لنک کاپی ہو گیا!' },
} as const;
const SHOTS = process.env.VIEWS_SCREENSHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};
const MENU = {
  en: { copy: 'Copy link', whatsApp: 'WhatsApp' },
  ur: { copy: 'لنک کاپی کریں', whatsApp: 'واٹس ایپ' },
};

async function buyerIn(browser: Browser, baseURL: string, lang: 'en' | 'ur'): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  // A browser without a share sheet, as most desktop ones and some phones are.
  await context.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const page = await context.newPage();
  await signIn(page, newPerson('Bushra Buyer'));
  if (lang === 'ur') await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL }]);
  return page;
}

/** Reloads, as a person would, until the text shows. */
async function reloadUntil(page: Page, text: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(text, { exact: true })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

for (const lang of ['en', 'ur'] as const) {
  test(`a seller sees views go up, and a buyer shares the ad on WhatsApp (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const t = TEXTS[lang];
    const s = await sellerIn(browser, baseURL!);
    const title = `Galaxy A55 ${uniqueWord()}`;
    const ad = await s.post('mobiles', { Title: title, price: '98000', location: 'Lahore' });
    const seller = s.page;
    await seller.setViewportSize(PHONE);
    if (lang === 'ur') await seller.context().addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);

    await seller.goto('/my-ads');
    const card = seller.getByRole('article').filter({ hasText: title });
    await expect(card.getByText(t.views(0), { exact: true })).toBeVisible();
    // The seller's own visits count nothing.
    await seller.goto(ad.path);
    await expect(seller.getByText(t.views(0), { exact: true })).toBeVisible();

    const buyer = await buyerIn(browser, baseURL!, lang);
    await buyer.goto(ad.path);
    await expect(buyer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // The count is the seller's.
    await expect(buyer.getByText(t.views(0), { exact: true })).toHaveCount(0);
    await expect(buyer.getByText(t.views(1), { exact: true })).toHaveCount(0);

    await reloadUntil(seller, t.views(1));
    await shot(seller, `own-ad-page-${lang}`);
    await seller.goto('/my-ads');
    await expect(card.getByText(t.views(1), { exact: true })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(seller, `my-ads-${lang}`);

    // Opened again the same day by the same person: still one view.
    await buyer.reload();
    await expect(buyer.getByRole('heading', { name: title, level: 1 })).toBeVisible();

    // No share sheet: 'Share' offers WhatsApp and Copy link, with the ad's own address.
    const address = `${new URL(baseURL!).origin}${ad.path}`;
    await buyer.getByRole('button', { name: t.share, exact: true }).click();
    const whatsApp = buyer.getByRole('link', { name: MENU[lang].whatsApp, exact: true });
    await expect(whatsApp).toBeVisible();
    await shot(buyer, `share-menu-${lang}`);
    const href = (await whatsApp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain(title);
    expect(text).toContain(address);
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', /noopener/);
    await buyer.getByRole('button', { name: MENU[lang].copy, exact: true }).click();
    await expect(buyer.getByText(t.copied)).toBeVisible();
    expect(await buyer.evaluate(() => navigator.clipboard.readText())).toBe(address);
    // The shared address is the page with the ad's preview tags.
    const shared = await buyer.request.get(address);
    expect(await shared.text()).toMatch(new RegExp(`<meta property="og:url" content="[^"]*${ad.path}">`));

    await reloadUntil(seller, t.views(1));
    await seller.goto('/my-ads');
    await expect(card.getByText(t.views(1), { exact: true })).toBeVisible();
    await buyer.context().close();
    await s.close();
  });
}
