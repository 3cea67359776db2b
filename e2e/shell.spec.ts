import { CATEGORIES, STUB_PAGES } from '../src/domain/categories';
import { expect, test, testExpecting4xx } from './support/fixtures';

test('the home page renders the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'B/S home' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Post & Add/ })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText('Popular Categories')).toBeVisible();
});

for (const category of CATEGORIES) {
  test(`the ${category.name} listing renders at ${category.listingPath}`, async ({ page }) => {
    await page.goto(category.listingPath);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

for (const stub of STUB_PAGES) {
  test(`the stub ${stub.path} says '${stub.title}'`, async ({ page }) => {
    await page.goto(stub.path);
    await expect(page.getByRole('heading', { name: stub.title })).toBeVisible();
  });
}

testExpecting4xx('an unknown page shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page/here');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found | B/S');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops! Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
