// Urdu all the way, on a phone (390 × 844): what the server writes reaches an Urdu page in Urdu. The
// server sends a message code and its values beside the English text (decision 154); the page words
// the card facts, cities, clock times, 'روپے', category names, a saved search's suggested name, an
// API error and the notifications in Urdu. The ads are posted and hidden through the API, as the
// other journeys do, to keep this one about reading.
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SavedAdResponse, UploadedImage } from '../src/domain/api';
import type { StartConversationResponse } from '../src/domain/chat';
import { sampleAdInput } from '../test/support/domain/ad-input-sample';
import { axeSettled } from './support/axe';
import {
  expect,
  newPerson,
  PHONE,
  signIn,
  testExpecting4xx as test,
  uniqueWord,
  type Person,
} from './support/fixtures';

test.use({ viewport: PHONE });

const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Serious and critical axe findings, as the trust journeys check. */
async function axeClean(page: Page, what: string) {
  const violations = await axeSettled(page).then((r) =>
    r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  );
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/urdu-everywhere-${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

/** A person in their own browser context, signed in, speaking the API with the page's cookies. */
async function person(browser: Browser, baseURL: string, who: Person) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, who);
  const headers = { origin: new URL(baseURL).origin };
  return { context, page, headers };
}

async function postAd(
  page: Page,
  headers: Record<string, string>,
  category: 'propertyforsale' | 'mobiles',
  formData: Record<string, string>,
): Promise<SavedAdResponse> {
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2266aa' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/images', {
    headers,
    multipart: { file: { name: 'p.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(upload.status()).toBe(201);
  const image = ((await upload.json()) as UploadedImage).id;
  const res = await page.request.post('/api/ads', {
    headers,
    data: sampleAdInput(category, { formData, images: [image] }),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SavedAdResponse;
}

test('on Urdu pages, card facts, cities, times, روپے, categories, saved-search names, an API error and notifications are Urdu', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const seller = await person(browser, baseURL!, newPerson('Bilal Ahmed'));
  const house = `House near the park ${uniqueWord()}`;
  const phone = `Galaxy for a student ${uniqueWord()}`;
  const houseAd = await postAd(seller.page, seller.headers, 'propertyforsale', {
    title: house,
    bedrooms: '4',
    bathrooms: '2',
    area: '20',
    areaUnit: 'Marla',
    location: 'Lahore',
  });
  const phoneAd = await postAd(seller.page, seller.headers, 'mobiles', {
    Title: phone,
    ptaApproved: 'PTA Not Approved',
    location: 'Karachi',
  });

  // The buyer reads in Urdu from here on; they save both ads and a search, and write to the seller.
  await signIn(page, newPerson('Sana Mir'));
  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
  const headers = { origin: new URL(baseURL!).origin };
  for (const ad of [houseAd, phoneAd])
    expect((await page.request.put(`/api/saved-ads/${ad.id}`, { headers })).status()).toBeLessThan(300);
  const saved = await page.request.post('/api/saved-searches', {
    headers,
    data: { params: { category: 'vehicles', brand: 'Toyota', location: 'Lahore', maxPrice: '4000000' } },
  });
  expect(saved.status(), await saved.text()).toBeLessThan(300);
  const started = await page.request.post('/api/chat/conversations', { headers, data: { adId: houseAd.id } });
  const { id: conversation } = (await started.json()) as StartConversationResponse;
  const sent = await page.request.post(`/api/chat/conversations/${conversation}/messages`, {
    headers,
    data: { body: 'Is this still available?' },
  });
  expect(sent.status(), await sent.text()).toBeLessThan(300);

  // A moderator hides the phone ad: its seller is told, and the buyer's saved copy is gone.
  const moderator = await person(browser, baseURL!, MODERATOR);
  const hidden = await moderator.page.request.post(`/api/admin/ads/${phoneAd.id}/hide`, {
    headers: moderator.headers,
    data: { reason: 'Photos are copied from another seller.' },
  });
  expect(hidden.status(), await hidden.text()).toBeLessThan(300);
  await moderator.context.close();

  // Saved ads: the house's facts and city, and the hidden phone's category, in Urdu.
  await page.goto('/saved');
  const card = page.getByRole('article').filter({ hasText: house });
  const facts = card.getByRole('list', { name: 'نمایاں خصوصیات' });
  await expect(facts.getByText('4 بیڈ', { exact: true })).toBeVisible();
  await expect(facts.getByText('2 باتھ', { exact: true })).toBeVisible();
  await expect(facts.getByText('20 مرلہ', { exact: true })).toBeVisible();
  // The city, after the society when the ad names one, in Urdu.
  await expect(card.getByText(/لاہور$/)).toBeVisible();
  await expect(card).not.toContainText(/beds|Marla|Lahore/);
  const savedList = page.getByRole('list', { name: 'محفوظ اشتہارات' });
  await expect(savedList.getByText('موبائل', { exact: true })).toBeVisible();
  await expect(savedList).not.toContainText(/MOBILES|Mobiles/i);
  await axeClean(page, 'saved ads in Urdu');
  await shoot(page, 'saved-ads');

  // A listing in a city: its heading names the city in Urdu too, and so does the tab's title.
  await page.goto('/mobile-phones?location=Lahore');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^لاہور میں/);
  await expect(page).toHaveTitle(/لاہور/);

  // A saved search's suggested name, worded in Urdu, with روپے after the amount as Urdu sites write it.
  await page.goto('/saved-searches');
  await expect(page.getByRole('heading', { name: 'Toyota لاہور میں 40 لاکھ روپے سے کم' })).toBeVisible();
  await axeClean(page, 'saved searches in Urdu');
  await shoot(page, 'saved-searches');

  // The chat's clock time: Urdu's time of day, not AM/PM (all five of ICU's, as the test may run at
  // any hour: سہ پہر is four to six in the afternoon).
  await page.goto(`/chat/${conversation}`);
  const message = page.getByTestId('chat-message').filter({ hasText: 'Is this still available?' });
  await expect(message).toContainText(/\d{1,2}:\d{2}\s?(صبح|دوپہر|سہ پہر|شام|رات)/);
  await expect(message).not.toContainText(/AM|PM/);

  // A server error, in Urdu: reporting an ad a second time.
  const report = { reason: 'fraud', note: '' };
  expect(
    (await page.request.post(`/api/ads/${houseAd.id}/reports`, { headers, data: report })).status(),
  ).toBe(201);
  await page.goto(houseAd.path);
  await page.getByRole('button', { name: 'رپورٹ کریں', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'اس اشتہار کی رپورٹ کریں' });
  await dialog.getByRole('radio', { name: 'دھوکا یا فراڈ' }).check();
  await dialog.getByRole('button', { name: 'رپورٹ بھیجیں' }).click();
  // The app's dialog says it; the server's form, opened by a tap before the app (decision 213), comes
  // back to the ad saying the same.
  await expect(
    page.getByText('آپ اس اشتہار کی پہلے ہی رپورٹ کر چکے ہیں۔ ہماری ٹیم اس کا جائزہ لے گی۔'),
  ).toBeVisible();
  await axeClean(page, 'an API error in Urdu');
  await shoot(page, 'api-error');

  // The seller, on an Urdu page, reads that their ad was hidden.
  await seller.context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
  await seller.page.goto('/notifications');
  const notice = seller.page.getByRole('listitem').filter({ hasText: phone });
  await expect(notice.getByText('آپ کا اشتہار نگرانوں نے چھپا دیا')).toBeVisible();
  await expect(seller.page.getByRole('main')).not.toContainText('hidden by moderators');
  await axeClean(seller.page, 'notifications in Urdu');
  await shoot(seller.page, 'notifications');
  await seller.context.close();
});
