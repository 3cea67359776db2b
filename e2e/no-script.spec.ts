// With JavaScript off, as for a person whose app chunk never came on a bad connection: home, a
// search, a listing with a filter and a sort, the language switch, an ad page, signing in from 'Login',
// 'Save ad', 'Report', the account menu and 'Logout' all work as plain links, GET forms, popovers and
// POST forms the server draws (decisions 208, 213 and 217); on a phone, 'Show Filters' opens the
// server's filters (decision 216).
import { expect, newPerson, PHONE, test } from './support/fixtures';

test.use({ javaScriptEnabled: false });

test('home and its search, a filtered and sorted listing, the language switch, an ad, sign-in, Save ad, Report, the account menu and Logout work with JavaScript off', async ({
  page,
}) => {
  const person = newPerson('Nadia Noscript');

  // Home: ads are drawn, and a category tile is a link.
  await page.goto('/');
  const main = page.locator('main');
  await expect(main.locator('a[href^="/mobile-phones/"]').first()).toBeVisible();
  // The search box is a GET form: typing and Enter search.
  const search = page.getByRole('combobox', { name: 'Search ads' });
  await search.fill('Samsung');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/\?(.*&)?q=Samsung/);
  await expect(page.getByRole('heading', { name: /^Search Results \(\d+\)$/ })).toBeVisible();
  await page.getByRole('link', { name: 'B/S home' }).click();
  await main.getByRole('link', { name: 'Mobiles' }).first().click();
  await expect(page).toHaveURL(/\/mobile-phones$/);

  // The listing: a filter beside the list and the sort chosen, then the visible Apply button. (The
  // server's 'Filters' popover holds the same fields, closed: the ones in <main> are meant.)
  await main.getByLabel('Location').selectOption('Lahore');
  await page.getByLabel('Sort by').selectOption('price_low');
  await page.getByRole('button', { name: 'Apply' }).first().click();
  await expect(page).toHaveURL(/[?&]location=Lahore/);
  await expect(page).toHaveURL(/[?&]sort=price_low/);
  await expect(main.getByLabel('Location')).toHaveValue('Lahore');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_low');
  // The search bar is a GET form the server reads as the app would (decision 221): its words narrow the
  // listing it is on, its filter and sort kept.
  const filtered = page.url();
  await page.locator('#site-search').fill('galaxy');
  await page.locator('#site-search').press('Enter');
  await expect(page).toHaveURL(/\/mobile-phones\?(.*&)?q=galaxy/);
  await expect(page).toHaveURL(/[?&]location=Lahore/);
  await expect(page).toHaveURL(/[?&]sort=price_low/);
  await expect(page.locator('#site-search')).toHaveValue('galaxy');
  await page.goBack();
  await expect(page).toHaveURL(filtered);

  // The language switch is a link (decision 217): the same listing, its filter and sort kept, comes
  // back in Urdu, right to left, and its switch back in English.
  const listing = page.url();
  const html = page.locator('html');
  await page.getByRole('link', { name: 'اردو', exact: true }).click();
  await expect(html).toHaveAttribute('lang', 'ur');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveURL(listing);
  await expect(page.getByRole('button', { name: 'لاگ اِن' })).toBeVisible();
  await page.getByRole('link', { name: 'English', exact: true }).click();
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveURL(listing);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(main.getByLabel('Location')).toHaveValue('Lahore');

  // No dead controls: on a wide screen 'Show Filters' is not drawn (the filters are beside the list,
  // it would only hide them); a chip's × is a link to the
  // listing without it, and 'Reset Filters' one to the listing without any.
  await expect(page.getByRole('button', { name: 'Show Filters' })).toBeHidden();
  await page.getByRole('link', { name: 'Remove filter: Lahore' }).click();
  await expect(page).toHaveURL(/\/mobile-phones\?(.*&)?sort=price_low/);
  await expect(page).not.toHaveURL(/location=/);
  await expect(main.getByLabel('Location')).toHaveValue('');
  await expect(page.getByRole('link', { name: 'Remove filter: Lahore' })).toHaveCount(0);
  await expect(main.locator('a[href^="/mobile-phones/"]').first()).toBeVisible();
  await page.getByRole('link', { name: 'Reset Filters' }).click();
  await expect(page).toHaveURL(/\/mobile-phones$/);
  await expect(page.getByLabel('Sort by')).not.toHaveValue('price_low');
  // Signed out, 'Save search', a card's heart, its 'Sign In' and its 'Chat with seller' ask to sign in
  // first.
  const signInFirst = page.getByRole('dialog', { name: 'Login into your B/S account' });
  for (const control of [
    page.getByRole('button', { name: 'Save search' }),
    main.getByRole('button', { name: 'Save ad', exact: true }).first(),
    main.getByRole('button', { name: 'Sign In', exact: true }).first(),
    main.getByRole('button', { name: 'Chat with seller' }).first(),
  ]) {
    await control.click();
    await expect(signInFirst).toBeVisible();
    await signInFirst.getByRole('button', { name: 'Close' }).click();
    await expect(signInFirst).toBeHidden();
  }

  // An ad page, from its card.
  await main.locator('a[href^="/mobile-phones/"]').first().click();
  await expect(page).toHaveURL(/\/mobile-phones\/[0-9a-f-]{36}$/);
  const adUrl = page.url();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // 'Login' opens the server's sign-in dialog; 'Continue with Google' is a link to the sign-in route.
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login into your B/S account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: /google/i }).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(adUrl);
  await expect(page.getByRole('button', { name: person.name })).toBeVisible();

  // 'Save ad' posts and comes back to the same ad page, showing it saved.
  const aside = page.locator('main aside');
  await aside.getByRole('button', { name: 'Save ad' }).click();
  await expect(page).toHaveURL(adUrl);
  await expect(aside.getByRole('button', { name: 'Saved' })).toBeVisible();

  // 'Report' opens the server's form: a reason and a note sent, back on the ad with the thanks.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const report = page.getByRole('dialog', { name: 'Report this ad' });
  await expect(report).toBeVisible();
  await report.getByRole('radio', { name: 'Fraud or scam' }).check();
  await report.getByLabel('Anything else? (optional)').fill('Asks for an advance by bank transfer');
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page).toHaveURL(adUrl);
  const notice = page.getByRole('status').filter({ hasText: 'Thank you. Our team will review this ad.' });
  await expect(notice).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(notice).toBeHidden();
  // Sent again, it is the same one report, and the page says so.
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  await report.getByRole('radio', { name: 'Sold or unavailable' }).check();
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(page).toHaveURL(adUrl);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'You have already reported this ad. Our team will review it.' }),
  ).toBeVisible();

  // Signed in, what only the app can do (save a search, open a chat) is not drawn without it.
  await page.goto('/mobile-phones');
  await expect(main.locator('a[href^="/mobile-phones/"]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save search' })).toBeHidden();
  await expect(main.getByRole('button', { name: 'Chat with seller' }).first()).toBeHidden();

  // The avatar opens the server's account menu: its pages are links, and 'Logout' posts and goes home.
  await page.getByRole('button', { name: person.name }).click();
  const menu = page.getByRole('navigation', { name: person.name });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'My Ads' })).toHaveAttribute('href', '/my-ads');
  await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are logged out successfully.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.goto(adUrl);
  await expect(page.getByRole('heading', { name: 'Sign in to see this ad' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test("'Show Filters' opens the server's filters, sent as a form that keeps the search words and the sort", async ({
    page,
  }) => {
    await page.goto('/mobile-phones?q=galaxy&sort=price_low');
    const main = page.locator('main');
    await expect(main.locator('a[href^="/mobile-phones/"]').first()).toBeVisible();
    // The list comes first, as with the app: the filters are behind 'Show Filters'.
    await expect(main.getByLabel('Location')).toBeHidden();
    await page.getByRole('button', { name: 'Show Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters).toBeVisible();
    await filters.getByLabel('Location').selectOption('Lahore');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/mobile-phones\?/);
    await expect(page).toHaveURL(/[?&]location=Lahore(&|$)/);
    await expect(page).toHaveURL(/[?&]q=galaxy(&|$)/);
    await expect(page).toHaveURL(/[?&]sort=price_low(&|$)/);
    await expect(page.getByRole('link', { name: 'Remove filter: Lahore' })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('price_low');

    // Opened again it shows the filter chosen, and its × closes it.
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(filters.getByLabel('Location')).toHaveValue('Lahore');
    await filters.getByRole('button', { name: 'Close' }).click();
    await expect(filters).toBeHidden();
  });
});
