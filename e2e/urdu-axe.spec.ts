// An axe walk of every Urdu screen on a phone (390×844): home, a search's results, a listing with the
// filter sheet open, an ad, the post form, My Ads, Saved, the chat inbox and a conversation,
// notifications, settings, a seller's page, the suspended page (for a banned person) and /admin (for a
// moderator). Each must have no serious or critical axe violation, be `dir="rtl"` and `lang="ur"`,
// and show no English sentence in its main content apart from what people wrote (their ads, names,
// messages), which the pages mark `dir="auto"`. Screenshots go to screens/ (never committed).
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, test, type Person } from './support/fixtures';
import { seller as newSeller } from './support/seller';

const SHOTS = 'screens';
const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };

async function urduPerson(browser: Browser, baseURL: string, who: Person) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL }]);
  return { context, page };
}

/**
 * Runs of three or more Latin words in main's text, outside what people wrote or names: text inside an
 * element marked dir="auto" or a <bdi> (titles, names, messages, a model's catalogue name), an option,
 * or a name isolated inside an Urdu sentence.
 */
async function englishIn(page: Page): Promise<string[]> {
  return page.locator('main').evaluateAll((mains) => {
    const found: string[] = [];
    for (const main of mains) {
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('[dir="auto"], bdi, script, style, option, [aria-hidden="true"]'))
          continue;
        if (!parent.checkVisibility()) continue;
        // A name set in an Urdu sentence is isolated (U+2068 … U+2069, as src/web/i18n/ur.ts does).
        const text = (node.textContent ?? '').replace(/\u2068[^\u2069]*\u2069/g, '');
        const run = /[A-Za-z][A-Za-z'’.-]*(?:[\s,]+[A-Za-z][A-Za-z'’.-]*){2,}/.exec(text);
        if (run) found.push(run[0]);
      }
    }
    return found;
  });
}

async function check(page: Page, name: string) {
  await expect(page.locator('main').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/urdu-${name}.png`, fullPage: true });
  const violations = (await axeSettled(page)).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(violations, `axe on ${name}`).toEqual([]);
  expect(await englishIn(page), `English on ${name}`).toEqual([]);
}

test('every Urdu screen passes axe, reads right to left and speaks Urdu', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const origin = { origin: new URL(base).origin };
  const s = await newSeller(browser, base);
  const ad = await s.post('mobiles', {
    Title: 'Galaxy A55 8/256 boxed with charger',
    location: 'Rawalpindi',
  });
  const sellerId = ((await (await s.page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

  const buyer = await urduPerson(browser, base, newPerson('Bilal Buyer'));
  const page = buyer.page;
  const request = page.request;
  expect((await request.put(`/api/saved-ads/${ad.id}`, { headers: origin })).status()).toBe(204);
  const started = await request.post('/api/chat/conversations', { headers: origin, data: { adId: ad.id } });
  expect(started.status()).toBeLessThan(300);
  const conversation = ((await started.json()) as { id: string }).id;
  const sent = await request.post(`/api/chat/conversations/${conversation}/messages`, {
    headers: origin,
    data: { body: 'Is it still available? Last price please' },
  });
  expect(sent.status()).toBe(201);

  await page.goto('/');
  await check(page, 'home');
  await page.goto('/?q=galaxy');
  await check(page, 'search');
  await page.goto('/mobile-phones');
  await page.getByRole('button', { name: 'فلٹر دکھائیں' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'listing-filters');
  await page.goto(ad.path);
  await check(page, 'ad');
  await page.goto('/post/mobiles/samsung/Galaxy%20A55');
  await check(page, 'post-form');
  for (const path of ['/my-ads', '/saved', '/chat', `/chat/${conversation}`, '/notifications', '/settings']) {
    await page.goto(path);
    await check(page, path.slice(1).replace(/\/.*/, '-conversation'));
  }
  await page.goto(`/seller/${sellerId}`);
  await check(page, 'seller');

  // A moderator's /admin, and the page a banned person is sent to.
  const moderator = await urduPerson(browser, base, MODERATOR);
  await moderator.page.goto('/admin');
  await check(moderator.page, 'admin');
  const banned = await urduPerson(browser, base, newPerson('Badar Banned'));
  const bannedId = ((await (await banned.page.request.get('/api/me')).json()) as { user: { id: string } })
    .user.id;
  const ban = await moderator.page.request.post(`/api/admin/users/${bannedId}/ban`, {
    headers: origin,
    data: { reason: 'Asked buyers for an advance payment.' },
  });
  expect(ban.status(), await ban.text()).toBe(200);
  await banned.page.goto('/suspended');
  await check(banned.page, 'suspended');

  for (const c of [buyer, moderator, banned]) await c.context.close();
  await s.close();
});
