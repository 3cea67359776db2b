// The app's filter sheet on a phone. Tapped before the app has come, 'Show Filters' opens the server's
// 'Filters' popover instead (decision 216): a plain form of the listing's fixed filters, without the
// price boxes and the live 'Show N result(s)'. Journeys about the sheet do what a person who wanted
// those would: close the popover and tap again, until the app's sheet is what opens.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The server's popover, while it is in the page (boot.js takes it out once the app starts, unless open). */
const drawnPopover = (page: Page) => page.locator('#listing-filters-popover');

export async function openFilterSheet(page: Page): Promise<Locator> {
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const appSheet = sheet.filter({
    has: page.getByRole('button', { name: /^Show (\d+ result\(s\)|results)$/ }),
  });
  await expect(async () => {
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expect(appSheet.or(drawnPopover(page))).toBeVisible();
    if (await drawnPopover(page).isVisible()) {
      await drawnPopover(page).getByRole('button', { name: 'Close' }).click();
      throw new Error("the server's popover answered: the app had not come yet");
    }
  }).toPass();
  return sheet;
}
