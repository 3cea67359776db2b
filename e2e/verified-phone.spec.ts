// Verified phone numbers (decision 186) on a phone (390 × 844), in English and in Urdu: a seller adds
// a number in Settings, is told at once when it is not a Pakistani mobile, asks for a code, reads it
// on the development outbox page as a person reads an SMS, types a wrong code and is told how many
// tries are left, types the right one, and a buyer sees 'Verified' on the seller's ad with that number.
import sharp from 'sharp';
import type { Browser, Page } from '@playwright/test';
import type { SavedAdResponse, UploadedImage } from '../src/domain/api';
import { MESSAGES } from '../src/domain/messages';
import { UR_MESSAGES } from '../src/domain/messages-ur';
import { fillTemplate } from '../src/domain/format/fill';
import { en } from '../src/web/i18n/en';
import { enPhones } from '../src/web/i18n/en-phones';
import { enSell } from '../src/web/i18n/en-sell';
import { ur } from '../src/web/i18n/ur';
import { sampleAdInput } from '../test/support/domain/ad-input-sample';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, testExpecting4xx, uniqueWord } from './support/fixtures';

testExpecting4xx.use({ viewport: PHONE });

const LANGS = {
  en: { texts: { ...en, phones: enPhones, sell: enSell }, messages: MESSAGES },
  ur: { texts: ur, messages: UR_MESSAGES },
} as const;

/** A number no other run has asked codes for this hour (three per number per hour). */
function freshNumber(): string {
  const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
  return `03${digits.slice(0, 2)}-${digits.slice(2)}`;
}

async function setLanguage(page: Page, lang: string) {
  await page.context().addCookies([{ name: 'bs_lang', value: lang, url: new URL(page.url()).origin }]);
}

/** Posts an ad with `phone` as its number, through the API the sell form uses. */
async function postAd(page: Page, phone: string): Promise<SavedAdResponse> {
  const headers = { origin: new URL(page.url()).origin };
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();
  const uploaded = await page.request.post('/api/images', {
    headers,
    multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(uploaded.status()).toBe(201);
  const image = ((await uploaded.json()) as UploadedImage).id;
  const input = sampleAdInput('mobiles', {
    formData: { contactNumber: phone, Title: `Galaxy A55 ${uniqueWord()}` },
    images: [image],
  });
  const res = await page.request.post('/api/ads', { headers, data: input });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SavedAdResponse;
}

async function buyerSees(browser: Browser, path: string, lang: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, newPerson('Buyer Bilal'));
  await setLanguage(page, lang);
  await page.goto(path);
  return { page, close: () => context.close() };
}

for (const lang of ['en', 'ur'] as const) {
  testExpecting4xx(
    `a seller verifies a number with the development outbox and the badge shows on their ad (${lang})`,
    async ({ page, browser }) => {
      const { texts, messages } = LANGS[lang];
      const t = texts.phones;
      await signIn(page, newPerson('Seller Sadia'));
      await setLanguage(page, lang);
      await page.goto('/settings');
      const card = page.getByRole('region', { name: t.title });
      await expect(card).toBeVisible();
      await expect(card.getByText(t.none)).toBeVisible();

      // Not a Pakistani mobile: told at once, in the page's language.
      const number = card.getByLabel(t.number, { exact: true });
      await number.fill('+44 20 7946 0958');
      await card.getByRole('button', { name: t.sendCode }).click();
      await expect(card.getByRole('alert')).toHaveText(messages['form.phoneInvalid']);

      // Typed the way people type it; stored as 03xx-xxxxxxx.
      const phone = freshNumber();
      await number.fill(`+92 ${phone.slice(1, 4)} ${phone.slice(5)}`);
      await card.getByRole('button', { name: t.sendCode }).click();
      await expect(card.getByRole('status')).toContainText(phone);
      await card.screenshot({ path: `test-results/verify-code-${lang}.png` });
      expect(await axeSettled(page).then((r) => r.violations)).toEqual([]);

      // The SMS, as the development outbox shows it.
      const outbox = await page.context().newPage();
      await outbox.goto('/dev/outbox');
      await expect(outbox.getByRole('heading', { name: 'Development outbox' })).toBeVisible();
      const sms = outbox.getByRole('listitem').filter({ hasText: phone });
      const code = (await sms.textContent())!.match(/\b(\d{6})\b/)![1]!;
      await outbox.close();

      // A wrong code first: one try gone, four left, said in the page's language.
      const codeBox = card.getByLabel(t.code, { exact: true });
      await codeBox.fill(code === '000000' ? '111111' : '000000');
      await card.getByRole('button', { name: t.verify }).click();
      await expect(card.getByRole('alert')).toHaveText(
        fillTemplate(messages['phone.codeWrong'], { left: 4 }),
      );
      // Letters are refused before anything is sent.
      await codeBox.fill('12ab56');
      await card.getByRole('button', { name: t.verify }).click();
      await expect(card.getByRole('alert')).toHaveText(messages['phone.codeFormat']);

      await codeBox.fill(code);
      await card.getByRole('button', { name: t.verify }).click();
      await expect(page.getByText(t.verified)).toBeVisible();
      const listed = card.getByRole('listitem').filter({ hasText: phone });
      await expect(listed.getByText(texts.ad.verified)).toBeVisible();
      await card.screenshot({ path: `test-results/verified-numbers-${lang}.png` });
      expect(await axeSettled(page).then((r) => r.violations)).toEqual([]);
      // And on a desktop.
      await page.setViewportSize({ width: 1280, height: 800 });
      await card.screenshot({ path: `test-results/verified-numbers-desktop-${lang}.png` });
      await page.setViewportSize(PHONE);

      // The ad form offers the verified number first.
      await page.goto('/post/mobiles/samsung/Galaxy%20A55');
      const picks = page.getByRole('group', { name: texts.sell.verifiedNumbers });
      await expect(picks.getByRole('button', { name: new RegExp(phone) })).toBeVisible();

      // A buyer sees 'Verified' on the ad that carries the number, and not on one with another number.
      const verifiedAd = await postAd(page, phone);
      const otherAd = await postAd(page, freshNumber());
      const buyer = await buyerSees(browser, verifiedAd.path, lang);
      const contact = buyer.page.getByRole('region', { name: texts.ad.contactSeller });
      await expect(contact.getByText(texts.ad.verifiedNumber)).toBeVisible();
      await expect(contact.getByText(texts.ad.verified, { exact: true })).toBeVisible();
      await contact.screenshot({ path: `test-results/verified-ad-${lang}.png` });
      expect(await axeSettled(buyer.page).then((r) => r.violations)).toEqual([]);
      await buyer.page.goto(otherAd.path);
      await expect(contact.getByRole('heading', { name: texts.ad.contactSeller })).toBeVisible();
      await expect(contact.getByText(texts.ad.verifiedNumber)).toHaveCount(0);
      await buyer.close();
    },
  );
}
