// Reviews after a real deal (decision 184), on a phone (390 × 844), in English and in Urdu: a buyer
// and a seller chat about an ad, the seller marks it sold, each rates the other from the chat, the
// seller answers the buyer's review on their own page and reports it, and a moderator removes it in
// /admin; the seller's page then shows it no more. The chat's messages and the sale go through the
// API the chat page and My Ads use, so the journey stays on what is new. The e2e server's ADMIN_EMAILS
// names MODERATOR.
import type { Browser, Page } from '@playwright/test';
import { enAdmin } from '../src/web/i18n/en-admin';
import { enReviews } from '../src/web/i18n/en-reviews';
import { ur } from '../src/web/i18n/ur';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, test, uniqueWord, type Person } from './support/fixtures';
import { seller as sellerIn } from './support/seller';

test.use({ viewport: PHONE });

const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };
const TEXTS = { en: enReviews, ur: ur.reviews } as const;

async function personAt(browser: Browser, baseURL: string, person: Person, lang: string) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await signIn(page, person);
  await context.addCookies([{ name: 'bs_lang', value: lang, url: baseURL }]);
  return { context, page };
}

const send = async (page: Page, path: string, data: object) => {
  const res = await page.request.post(path, { headers: { origin: new URL(page.url()).origin }, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json() as Promise<{ id: string }>;
};

for (const lang of ['en', 'ur'] as const) {
  test(`two people who dealt review each other, the seller answers and reports, a moderator removes it (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = TEXTS[lang];
    const stars = (n: number) => t.stars_other.replace('{{count}}', String(n));
    const sell = await sellerIn(browser, baseURL!);
    const ad = await sell.post('mobiles', { Title: `Pixel 8 reviewed ${uniqueWord()}` });

    // The buyer asks, the seller answers, the phone is sold.
    const buyer = newPerson('Bilal Buyer');
    await signIn(page, buyer);
    await page.context().addCookies([{ name: 'bs_lang', value: lang, url: baseURL! }]);
    const { id } = await send(page, '/api/chat/conversations', { adId: ad.id });
    await send(page, `/api/chat/conversations/${id}/messages`, { body: 'Is it still available?' });
    await send(sell.page, `/api/chat/conversations/${id}/messages`, { body: 'Yes, come to Liberty at five' });
    expect(await sell.markSold(ad.id)).toBe(200);
    await sell.close();

    // The buyer rates the seller from the chat.
    await page.goto(`/chat/${id}`);
    const card = page.getByRole('form', { name: t.rateTitle });
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: t.post }).click();
    await expect(card.getByRole('alert')).toHaveText(t.chooseStars);
    await card.getByRole('radio', { name: stars(4) }).check();
    const words = `Phone as described ${uniqueWord()}`;
    await card.getByLabel(t.words).fill(words);
    await card.screenshot({ path: `test-results/review-form-${lang}.png` });
    expect(await axeSettled(page).then((r) => r.violations)).toEqual([]);
    await card.getByRole('button', { name: t.post }).click();
    const given = page.getByTestId('review-given');
    await expect(given.getByRole('status')).toHaveText(t.posted);
    await expect(given.getByRole('img', { name: stars(4) })).toBeVisible();

    // The seller rates the buyer back, then answers and reports the buyer's review on their own page.
    const seller = await personAt(browser, baseURL!, sell.person, lang);
    await seller.page.goto(`/chat/${id}`);
    const back = seller.page.getByRole('form', { name: t.rateTitle });
    await back.getByRole('radio', { name: stars(5) }).check();
    await back.getByRole('button', { name: t.post }).click();
    await expect(seller.page.getByTestId('review-given').getByRole('img', { name: stars(5) })).toBeVisible();

    await seller.page.goto('/seller/me');
    const review = seller.page.getByTestId('review').filter({ hasText: words });
    await expect(review.getByRole('img', { name: stars(4) })).toBeVisible();
    await review.getByRole('button', { name: t.answer, exact: true }).click();
    await review.getByLabel(t.answerLabel).fill('Thank you, enjoy the phone');
    await review.getByRole('button', { name: t.postAnswer }).click();
    await expect(review.getByText('Thank you, enjoy the phone')).toBeVisible();
    await expect(review.getByRole('button', { name: t.answer, exact: true })).toHaveCount(0);
    await review.screenshot({ path: `test-results/review-answered-${lang}.png` });
    expect(await axeSettled(seller.page).then((r) => r.violations)).toEqual([]);
    await seller.page.setViewportSize({ width: 1280, height: 800 });
    await seller.page.screenshot({ path: `test-results/seller-reviews-desktop-${lang}.png`, fullPage: true });
    await seller.page.setViewportSize(PHONE);

    await review.getByRole('button', { name: t.report }).click();
    await review.getByLabel(t.reportLabel).fill('We never met');
    await review.getByRole('button', { name: t.sendReport }).click();
    await expect(review.getByRole('status')).toHaveText(t.reported);
    await seller.context.close();

    // The moderator reads it in /admin and removes it.
    const mod = await personAt(browser, baseURL!, MODERATOR, 'en');
    await mod.page.goto('/admin');
    const reported = mod.page.getByTestId('reported-review').filter({ hasText: words });
    await expect(reported).toContainText(enAdmin.reportedByReviewee);
    await expect(reported).toContainText('We never met');
    await reported.getByRole('button', { name: enAdmin.removeReview }).click();
    await expect(mod.page.getByText(enAdmin.removeReviewDone)).toBeVisible();
    await expect(reported).toHaveCount(0);
    await mod.context.close();

    // The seller's page, opened from the chat's header, no longer lists it.
    await page.goto(`/chat/${id}`);
    await page.getByRole('link', { name: sell.person.name }).click();
    await expect(page).toHaveURL(/\/seller\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: t.title, level: 2 })).toBeVisible();
    await expect(page.getByTestId('review').filter({ hasText: words })).toHaveCount(0);
  });
}
