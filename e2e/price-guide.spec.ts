// The price guide (decision 193) on a phone, in English and in Urdu: with eight comparable ads posted,
// a buyer sees on an ad's page what most ads like it ask in its city, and a seller filling the post
// form sees 'Ads like yours ask …' under the price box as they type the price.
import { expect, newPerson, PHONE, signIn, test } from './support/fixtures';
import { seller as sellerIn } from './support/seller';

// A middle half of exactly Rs. 1.55–1.75 lac: the 25th and 75th percentiles fall on equal neighbours.
const PRICES = ['140000', '155000', '155000', '160000', '170000', '175000', '175000', '190000'];

const TEXTS = {
  en: {
    page: 'Most ads like this in Lahore ask Rs. 1.55–1.75 lac · from 8 ads',
    form: 'Ads like yours ask Rs. 1.55–1.75 lac · from 8 ads',
  },
  ur: {
    page: 'لاہور میں اس جیسے زیادہ تر اشتہارات Rs. 1.55–1.75 لاکھ مانگتے ہیں · 8 اشتہارات کی بنیاد پر',
    form: 'آپ جیسے اشتہارات Rs. 1.55–1.75 لاکھ مانگتے ہیں · 8 اشتہارات کی بنیاد پر',
  },
} as const;

for (const lang of ['en', 'ur'] as const) {
  test(`the ad page and the post form say what ads like it ask (${lang})`, async ({ browser, baseURL }) => {
    // Each language its own storage, so the two journeys' ads are not comparable with each other.
    const storage = lang === 'en' ? '1TB' : '512GB';
    const form = { storage, ptaApproved: 'PTA Not Approved', location: 'Lahore' };
    const s = await sellerIn(browser, baseURL!);
    const names = { brand: 'Samsung', model: 'Galaxy A55' };
    const ads = [];
    for (const price of PRICES) ads.push(await s.post('mobiles', { ...form, price }, names));

    // A buyer on a phone opens one of them.
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, newPerson('Bilal Buyer'));
    // Signed in on the English page (its Login button), then reading in Urdu, as urdu*.spec.ts do.
    if (lang === 'ur') await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
    await page.goto(ads[3]!.path);
    await expect(page.getByText(TEXTS[lang].page)).toBeVisible();

    // A seller fills the post form: the line appears once the price is typed.
    await page.goto('/post/mobiles/samsung/Galaxy%20A55');
    await page.locator('[name="formData.ptaApproved"]').selectOption('PTA Not Approved');
    await page.locator('[name="formData.storage"]').selectOption(storage);
    await expect(page.getByText(TEXTS[lang].form)).toHaveCount(0);
    await page.locator('[name="formData.price"]').pressSequentially('1.6 lac');
    await expect(page.getByText(TEXTS[lang].form)).toBeVisible();
    // Another storage has too few ads like it: the line goes.
    await page.locator('[name="formData.storage"]').selectOption('16GB');
    await expect(page.getByText(TEXTS[lang].form)).toHaveCount(0);

    await context.close();
    await s.close();
  });
}
