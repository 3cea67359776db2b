import type { Page } from '@playwright/test';

/**
 * Waits until this origin's service worker has finished activating (its activate step, which clears
 * stale caches, is done), so the next page loaded is controlled by it.
 *
 * It does not wait for the page already open to be controlled: a page whose navigation was under way
 * while the worker activated may never be claimed (clients.claim takes only the pages it sees then),
 * and stays uncontrolled until the person's next navigation, which is what every caller does next.
 */
export async function workerActivated(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state === 'activated') return;
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  });
}
