// Urdu beside English (decision 126) on a phone (390 × 844): the switch to Urdu flips the layout and
// the texts, survives a reload (the bs_lang cookie, read by the server for the first paint) and
// switches back to the English of docs/product.md; the Nastaliq font is fetched on Urdu pages only;
// axe is clean in both languages.
import { axeSettled } from './support/axe';
import type { Page } from '@playwright/test';
import type { ListingResponse } from '../src/domain/api';
import { expect, newPerson, PHONE, signIn, test, testExpecting4xx } from './support/fixtures';

test.use({ viewport: PHONE });

const SHOTS = process.env.URDU_SHOTS_DIR;
const URDU_FONT = /noto-nastaliq-urdu/;

async function axeClean(page: Page, what: string) {
  await page.waitForLoadState('networkidle');
  const violations = await axeSettled(page).then((r) => r.violations);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: size.width > 400 });
  }
  await page.setViewportSize(PHONE);
}

test('switching to Urdu flips the layout and texts, survives a reload, and switches back to English', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', /^(ltr)?$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Buy and sell anything in Pakistan' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'اردو' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ur');
  // Once the app runs the switch acts in place and the menu stays open, in Urdu now, the page under it
  // out of reach until it closes; a tap before the app loads the page anew in Urdu with the menu
  // closed (the switch is a link, decision 217). One or the other shows.
  const urduMenu = page.getByRole('dialog', { name: 'مینو' });
  const urduHeading = page.getByRole('heading', { level: 1, name: 'پاکستان میں کچھ بھی خریدیں اور بیچیں' });
  await expect(urduMenu.or(urduHeading)).toBeVisible();
  if (await urduMenu.isVisible()) await urduMenu.getByRole('button', { name: 'مینو بند کریں' }).click();
  await expect(urduHeading).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const cookie = (await context.cookies()).find((c) => c.name === 'bs_lang');
  expect(cookie?.value).toBe('ur');

  // The server's first answer is already right to left: no flash of English layout.
  const first = await page.request.get('/motors');
  expect(await first.text()).toContain('<html lang="ur" dir="rtl">');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'تمام زمرے' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'لاگ اِن' })).toBeVisible();
  // The drawer is on the start side, which right to left is the right.
  await page.getByRole('button', { name: 'مینو کھولیں' }).click();
  const drawer = page.getByRole('dialog', { name: 'مینو' });
  const box = (await drawer.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(PHONE.width - 2);
  await expect(drawer.getByRole('link', { name: 'موبائل', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/phone-menu-ur.png' });

  await drawer.getByRole('link', { name: 'English' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const heading = page.getByRole('heading', { level: 1, name: 'Buy and sell anything in Pakistan' });
  await expect(menu.or(heading)).toBeVisible();
  if (await menu.isVisible()) await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(heading).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Post & Add' })).toBeVisible();
  expect(await page.request.get('/').then((r) => r.text())).not.toContain('dir="rtl"');
});

// Signed out, the ad page's API answers 401 (it asks the visitor to sign in).
testExpecting4xx('the Urdu font is fetched on Urdu pages only', async ({ page, context }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (URDU_FONT.test(r.url())) fontRequests.push(r.url());
  });
  const { items } = (await (await page.request.get('/api/ads?category=mobiles')).json()) as ListingResponse;
  for (const path of ['/', '/mobile-phones', `/mobile-phones/${items[0]!.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(fontRequests, 'English pages').toEqual([]);

  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: new URL(page.url()).origin }]);
  await page.goto('/mobile-phones');
  await expect(page.getByRole('heading', { level: 1, name: 'تمام موبائل اشتہارات' })).toBeVisible();
  await expect.poll(() => fontRequests.length).toBeGreaterThan(0);
  expect(fontRequests.every((url) => url.includes('-400-'))).toBe(true);
});

test('home, a listing, an ad page and the post form are axe clean in English and in Urdu', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000); // eight pages through axe, and screenshots at two sizes
  await signIn(page, newPerson('Sana Mir'));
  const { items } = (await (await page.request.get('/api/ads?category=vehicles')).json()) as ListingResponse;
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', '/mobile-phones'],
    ['ad', `/motors/${items[0]!.id}`],
    ['post-form', '/post/mobiles/samsung/Galaxy%20A55'],
  ];
  for (const lang of ['en', 'ur']) {
    await context.addCookies([{ name: 'bs_lang', value: lang, url: new URL(page.url()).origin }]);
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await axeClean(page, `${lang} ${path}`);
      if (lang === 'ur') await shoot(page, name);
    }
  }
  // A few Urdu texts where people read them first.
  await page.goto(`/motors/${items[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'تفصیل', exact: true })).toBeVisible();
  await page.goto('/post/mobiles/samsung/Galaxy%20A55');
  await expect(page.getByRole('button', { name: 'اشتہار پوسٹ کریں' })).toBeVisible();
  // Settings has the switch too, with both languages under their own names.
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'اردو', pressed: true })).toBeVisible();
  await shoot(page, 'settings');
  await page.getByRole('button', { name: 'English', pressed: false }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('in Urdu, the report dialog, a saved search and the banner counter read in Urdu', async ({
  page,
  context,
}) => {
  await signIn(page, newPerson('Hina Baig'));
  // A saved search made in English, then read in Urdu.
  await page.goto('/motors?brand=Toyota&location=Lahore');
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(/^Saved as “/)).toBeVisible();
  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: new URL(page.url()).origin }]);

  await page.goto('/');
  // A numeric range keeps its order in a right-to-left page ('1 / 3', not '3 / 1').
  await expect(page.getByText('1 / 3', { exact: true })).toHaveAttribute('dir', 'ltr');

  const { items } = (await (await page.request.get('/api/ads?category=mobiles')).json()) as ListingResponse;
  await page.goto(`/mobile-phones/${items[0]!.id}`);
  await page.getByRole('button', { name: 'رپورٹ کریں', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'اس اشتہار کی رپورٹ کریں' });
  await expect(dialog.getByRole('radio', { name: 'دھوکا یا فراڈ' })).toBeVisible();
  await dialog.getByRole('button', { name: 'رپورٹ بھیجیں' }).click();
  // Without a reason nothing is sent: the app's dialog says why in Urdu; the server's form, opened by
  // a tap before the app (decision 213), has its reasons required, and the browser holds it back.
  const alert = dialog.getByRole('alert');
  await expect(alert.or(dialog.locator('input[type="radio"]:invalid').first())).toBeVisible();
  if (await alert.isVisible()) await expect(alert).toHaveText('کوئی وجہ چنیں');
  await axeClean(page, 'ur report dialog');
  await shoot(page, 'report-dialog');
  await page.keyboard.press('Escape');

  await page.goto('/saved-searches');
  const row = page.getByRole('listitem').filter({ hasText: 'Toyota' });
  await expect(row.getByText(/^گاڑیاں · .* محفوظ کی$/)).toBeVisible();
  await row.getByRole('button', { name: /حذف کریں$/ }).click();
  await expect(page.getByRole('dialog', { name: 'یہ محفوظ تلاش حذف کریں؟' })).toBeVisible();
  await axeClean(page, 'ur saved search delete');
  await shoot(page, 'saved-search-delete');
});

test('in Urdu, a chat reads in Urdu: its quick replies are sent as shown, and the inbox says who wrote', async ({
  page,
  context,
}) => {
  await signIn(page, newPerson('Usman Khalid'));
  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: new URL(page.url()).origin }]);
  const { items } = (await (await page.request.get('/api/ads?category=mobiles')).json()) as ListingResponse;
  await page.goto(`/mobile-phones/${items[0]!.id}`);
  await page.getByRole('button', { name: 'بیچنے والے سے چیٹ کریں' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(
    page.getByText('ابھی کوئی پیغام نہیں۔ سلام کہیں یا نیچے کوئی فوری جواب ٹیپ کریں۔'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'پیغام' })).toHaveAttribute('placeholder', 'پیغام لکھیں');
  // The back arrow points right in a right-to-left page.
  await expect(page.getByRole('link', { name: 'چیٹس پر واپس جائیں' }).locator('svg')).toHaveCSS(
    'scale',
    /^-1(00%)? 1(00%)?$/,
  );

  await page
    .getByRole('group', { name: 'فوری جوابات' })
    .getByRole('button', { name: 'کیا یہ ابھی دستیاب ہے؟' })
    .click();
  const messages = page.getByRole('list', { name: 'پیغامات' });
  await expect(messages.getByText('کیا یہ ابھی دستیاب ہے؟')).toBeVisible();
  await expect(messages.getByText('بھیج دیا')).toBeVisible();
  await page.getByRole('button', { name: 'بلاک کریں' }).click();
  await expect(page.getByRole('dialog', { name: /کو بلاک کریں؟$/ })).toBeVisible();
  await axeClean(page, 'ur chat block dialog');
  await page.getByRole('button', { name: 'منسوخ کریں' }).click();
  await shoot(page, 'chat');

  await page.goto('/chat');
  await expect(page.getByRole('heading', { level: 1, name: 'چیٹس' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'خریداری' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('آپ: کیا یہ ابھی دستیاب ہے؟')).toBeVisible();
  await page.getByRole('tab', { name: 'فروخت' }).click();
  await expect(page.getByText('ابھی تک کسی خریدار نے آپ کو پیغام نہیں بھیجا۔')).toBeVisible();
  await axeClean(page, 'ur chat inbox');
  await shoot(page, 'chat-inbox');
});
