// axe on a settled page: an element fading in (a toast's entrance, a sheet sliding up) is measured at
// its in-between colours, and axe reports a contrast the person never sees once it has arrived. Toasts
// load on first use (decision 131), so one may still be arriving when a journey runs axe.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits (up to 2 s) for every finite animation on the page to end, then runs axe. */
export async function axeSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  return new AxeBuilder({ page }).analyze();
}
