// A seller's own ad: on a phone, in English and Urdu, the seller's own card on a listing offers no
// heart and no Call or WhatsApp to themselves but says 'Your ad', and their ad's page offers no
// 'Save ad'; a buyer's card of the same ad offers both, as before. The fixture fails on a console
// error, so a hydration mismatch of the drawn, signed-in listing fails it too.
import type { Page } from '@playwright/test';
import { expect, signIn, test, PHONE, uniqueWord } from './support/fixtures';
import { seller as sellerIn } from './support/seller';
import { newPerson } from './support/fixtures';

const WORDS = {
  en: { yourAd: 'Your ad', save: 'Save ad', call: 'Call', whatsapp: 'WhatsApp' },
  ur: { yourAd: 'آپ کا اشتہار', save: 'اشتہار محفوظ کریں', call: 'کال کریں', whatsapp: 'واٹس ایپ' },
} as const;

const summary = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 1 }) });

for (const lang of ['en', 'ur'] as const) {
  test(`a seller's own card and ad page offer no save and no call to themselves (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const word = WORDS[lang];
    const s = await sellerIn(browser, baseURL!);
    const title = `Pixel ${uniqueWord()} boxed`;
    const ad = await s.post('mobiles', { Title: title, price: '87000', location: 'Rawalpindi' });

    for (const who of ['seller', 'buyer'] as const) {
      const context = await browser.newContext({ baseURL, viewport: PHONE });
      const page = await context.newPage();
      await signIn(page, who === 'seller' ? s.person : newPerson('Bilal Buyer'));
      if (lang === 'ur') await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
      // A page load: the server draws the listing signed in, then the page hydrates.
      await page.goto('/mobile-phones?sort=newest');
      const card = page.locator('article').filter({ hasText: title });
      await expect(card).toBeVisible();
      if (who === 'seller') {
        await expect(card.getByText(word.yourAd, { exact: true })).toBeVisible();
        await expect(card.getByRole('button', { name: word.save })).toHaveCount(0);
        await expect(card.getByRole('link', { name: word.call })).toHaveCount(0);
        await expect(card.getByRole('button', { name: word.call })).toHaveCount(0);
        await expect(card.getByText(word.whatsapp)).toHaveCount(0);
        await page.goto(ad.path);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        // The ad's own block; other sellers' cards below it (similar ads) keep their hearts.
        await expect(summary(page, title).getByRole('button', { name: word.save })).toHaveCount(0);
      } else {
        await expect(card.getByRole('button', { name: word.save })).toBeVisible();
        await expect(card.getByText(word.call, { exact: true })).toBeVisible();
        await expect(card.getByText(word.yourAd, { exact: true })).toHaveCount(0);
        await page.goto(ad.path);
        await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
        await expect(summary(page, title).getByRole('button', { name: word.save })).toBeVisible();
      }
      await context.close();
    }
    await s.close();
  });
}
