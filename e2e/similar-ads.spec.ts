// 'Similar ads' on the ad page (decision 195): on a phone, in English and in Urdu, a buyer opening an
// ad sees another seller's ad of the same model below the description, drawn by the server in the
// page's HTML, and 'See all' opens the listing filtered by that brand and model.
import { expect, newPerson, signIn, test, uniqueWord, PHONE } from './support/fixtures';
import { seller as sellerIn } from './support/seller';
import { SIMILAR_ADS } from '../src/domain/limits';

const NAMES = { brand: 'Samsung', model: 'Galaxy S25 Edge' };
const TEXTS = {
  en: { heading: 'Similar ads', seeAll: 'See All' },
  ur: { heading: 'ملتے جلتے اشتہار', seeAll: 'سب دیکھیں' },
} as const;

for (const lang of ['en', 'ur'] as const) {
  test(`a buyer sees similar ads under an ad and opens them all (${lang})`, async ({ browser, baseURL }) => {
    const word = uniqueWord();
    const first = await sellerIn(browser, baseURL!);
    const second = await sellerIn(browser, baseURL!);
    // The same model, place and price: the nearest similar ad there can be. With SIMILAR_ADS of the
    // model for sale, whatever the demo data holds, the model alone fills the section.
    const form = { price: '98000', location: 'Sialkot' };
    const ad = await first.post('mobiles', { ...form, Title: `Edge boxed ${word}` }, NAMES);
    await second.post('mobiles', { ...form, Title: `Edge like new ${word}` }, NAMES);
    for (let i = 1; i < SIMILAR_ADS; i += 1)
      await second.post(
        'mobiles',
        { ...form, price: String(98_000 + i * 5_000), Title: `Edge ${i} ${word}` },
        NAMES,
      );
    // The first seller's other ad of the model is on their own page, never among the similar ones.
    await first.post('mobiles', { ...form, Title: `Edge spare ${word}` }, NAMES);

    const context = await browser.newContext({ baseURL, viewport: PHONE });
    const page = await context.newPage();
    await signIn(page, newPerson('Bilal Buyer'));
    if (lang === 'ur') await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
    const t = TEXTS[lang];

    // In the server's HTML: no request after hydration is needed to draw them.
    const html = await (await page.request.get(ad.path)).text();
    expect(html).toContain(t.heading);
    expect(html).toContain(`Edge like new ${word}`);
    expect(html).not.toContain(`Edge spare ${word}`);

    await page.goto(ad.path);
    const section = page.getByRole('region', { name: t.heading });
    await expect(section.getByRole('link', { name: `Edge like new ${word}` })).toBeVisible();
    // The nearest first: the same place and price.
    const cards = section.getByRole('list', { name: t.heading }).locator(':scope > li');
    await expect(cards.first()).toContainText(`Edge like new ${word}`);
    await expect(cards).toHaveCount(SIMILAR_ADS);
    await expect(section.getByRole('link', { name: `Edge spare ${word}` })).toHaveCount(0);
    await expect(section.getByRole('link', { name: `Edge boxed ${word}` })).toHaveCount(0);
    // Below the fold, its photos wait until they are scrolled to.
    await expect(section.locator('img').first()).toHaveAttribute('loading', 'lazy');

    await section.getByRole('link', { name: t.seeAll }).click();
    await expect(page).toHaveURL(/\/mobile-phones\?brand=Samsung&model=Galaxy\+S25\+Edge$/);
    const list = page.getByRole('main');
    await expect(list.getByRole('link', { name: `Edge like new ${word}` })).toBeVisible();
    await expect(list.getByRole('link', { name: `Edge boxed ${word}` })).toBeVisible();

    await context.close();
    await first.close();
    await second.close();
  });
}
