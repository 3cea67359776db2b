// Home's city picker offers the one city list (src/domain/cities.ts), as the post form and settings
// do, not only the cities that have ads: on a phone, in English and Urdu, in the page's language order.
import { CITIES } from '../src/domain/cities';
import { expect, PHONE, test } from './support/fixtures';

for (const lang of ['en', 'ur'] as const) {
  test(`home's city picker offers every city, in the page's order (${lang})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: PHONE });
    if (lang === 'ur') await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    const picker = page.locator('#home-location');
    await expect(picker).toBeVisible();
    // In the server's HTML already: the picker hydrates with the list (no request, no later render).
    const html = await (await page.request.get('/')).text();
    expect(html).toContain('<option value="Gujrat">');
    const values = await picker
      .locator('option')
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(values[0]).toBe('');
    expect([...values.slice(1)].sort()).toEqual([...CITIES].sort());
    const names = (await picker.locator('option').allInnerTexts()).slice(1);
    const order = new Intl.Collator(lang === 'ur' ? 'ur-PK' : 'en').compare;
    if (lang === 'ur') {
      // Named in Urdu, and in Urdu's order: لاہور among the ل.
      expect(names.filter((n) => /[A-Za-z]/.test(n))).toEqual([]);
      expect(names).toEqual([...names].sort(order));
    } else {
      expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    }

    // Choosing a city with no ad yet still searches there.
    await page.goto('/');
    await picker.selectOption('Gujrat');
    await expect(page).toHaveURL(/location=Gujrat/);
    await context.close();
  });
}
