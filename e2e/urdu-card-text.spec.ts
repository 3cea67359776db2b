// No card text cut in the middle of a word on Urdu pages: on a 390×844 phone, on Urdu home and an
// Urdu listing, every card's title, city and facts are either shown whole or clamped by whole lines
// (line-clamp), never cut by an ellipsis inside a word (a card's city once read '…نڈی').
import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support/fixtures';
import { seller as sellerIn } from './support/seller';

/** Every card text on the page that is cut: [which, text] pairs. */
async function cutTexts(page: Page): Promise<string[]> {
  return page.locator('article').evaluateAll((cards) => {
    const cut: string[] = [];
    for (const card of cards) {
      const parts: [string, Element | null][] = [
        ['title', card.querySelector('h3')],
        ['city', card.querySelector('p:has(> time) > span[dir="auto"]')],
        ...[...card.querySelectorAll('ul > li')].map((li): [string, Element] => ['fact', li]),
      ];
      for (const [which, el] of parts) {
        if (!(el instanceof HTMLElement)) continue;
        const style = getComputedStyle(el);
        const clamp = style.getPropertyValue('-webkit-line-clamp');
        const byLines = clamp !== '' && clamp !== 'none';
        // Clamped by whole lines it may end early, at a line's end; otherwise it must fit whole. Either
        // way nothing runs past the box sideways, where an ellipsis or the card's edge cuts a word.
        if (el.scrollWidth > el.clientWidth + 1) {
          cut.push(
            `${which}${byLines ? ' (clamped)' : ''}: ${el.textContent ?? ''} ${el.scrollWidth}>${el.clientWidth}`,
          );
        }
      }
    }
    return cut;
  });
}

test('Urdu home and an Urdu listing show every card title, city and fact whole or by whole lines', async ({
  browser,
  baseURL,
}) => {
  const s = await sellerIn(browser, baseURL!);
  // The longest city names and a long title, so a narrow card has something to cut.
  for (const location of ['Dera Ghazi Khan', 'Rawalpindi', 'Mandi Bahauddin']) {
    await s.post('mobiles', { Title: `Samsung Galaxy S24 Ultra 12/512 PTA approved ${location}`, location });
  }
  const context = await browser.newContext({ baseURL, viewport: PHONE });
  await context.addCookies([{ name: 'bs_lang', value: 'ur', url: baseURL! }]);
  const page = await context.newPage();

  for (const path of ['/', '/mobile-phones']) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('article').first()).toBeVisible();
    await expect(page.locator('article').filter({ hasText: 'ڈیرہ غازی خان' }).first()).toBeVisible();
    expect(await page.locator('article').count()).toBeGreaterThan(3);
    expect(await cutTexts(page), path).toEqual([]);
  }
  await context.close();
  await s.close();
});
