// Shared journey fixtures: every test fails on a console error or an uncaught page error, and
// `signIn` goes through the real development sign-in page (ARCHITECTURE.md §6).
import { test as base, expect, type Page } from '@playwright/test';

export interface Person {
  email: string;
  name: string;
}

let counter = 0;
/** A fresh person per call, so journeys never share an account by accident. */
export function newPerson(name = 'Ayesha Khan'): Person {
  counter += 1;
  return { email: `e2e-${Date.now()}-${counter}@example.pk`, name };
}

/**
 * True once React runs the page: its root exists and, for a page the server drew (it carries the
 * #bs-ssr block), the frame of the page has hydrated. Its parts hydrate after it, and a tap on one of
 * them makes React hydrate it at once (decision 137). Runs in the page.
 */
function appStarted(onlyDrawnPages: boolean): boolean {
  if (onlyDrawnPages && !document.getElementById('bs-ssr')) return true;
  const root = document.getElementById('root');
  const key = root && Object.keys(root).find((k) => k.startsWith('__reactContainer'));
  if (!root || !key) return false;
  const fiberRoot = (
    root as unknown as Record<
      string,
      { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }
    >
  )[key]!.stateNode;
  return fiberRoot.current.memoizedState?.isDehydrated !== true;
}

/** Waits until the app runs the page: server-drawn buttons show before their script has hydrated them. */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(appStarted, false);
}

/** Signs in through the login modal and the development sign-in page, starting from `from`. */
export async function signIn(page: Page, person: Person, from = '/'): Promise<void> {
  await page.goto(from);
  await appReady(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /google/i })
    .click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are logged in successfully — thank you!')).toBeVisible();
}

/**
 * A server-drawn page asks for its scripts only once it has loaded (decision 130), later than
 * Playwright's `load`: after each goto or reload of such a page (it carries the #bs-ssr block), the
 * page waits for the app as appReady does, so a click is not made on a button with no script yet.
 * Pages drawn in the browser go on at once. The `page` fixture does this; a journey that opens a
 * page in a context of its own (a second person) calls it too.
 */
export function waitForAppOnNavigation(page: Page): Page {
  // Only a navigation that waited for `load` (the default) waits for the app too.
  const thenStarted =
    <A extends unknown[], R>(
      navigate: (...args: A) => Promise<R>,
      options: (...args: A) => { waitUntil?: string } | undefined,
    ) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      const waitUntil = options(...args)?.waitUntil;
      if (!waitUntil || waitUntil === 'load') await page.waitForFunction(appStarted, true);
      return response;
    };
  page.goto = thenStarted(page.goto.bind(page), (_url, options) => options);
  page.reload = thenStarted(page.reload.bind(page), (options) => options);
  return page;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // A server-drawn page asks for its scripts only once it has loaded (decision 130), later than
  // Playwright's `load`: after each goto or reload of such a page (it carries the #bs-ssr block), the
  // journey waits for the app as appReady does, so a click is not made on a button with no script yet.
  // Pages drawn in the browser, and contexts with JavaScript off, go on at once.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) waitForAppOnNavigation(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // 'Failed to load resource' names no address in its text: the location does.
        if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Journeys where the server is expected to refuse something (the browser logs a 4xx as an error). */
export const testExpecting4xx = test.extend({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && !/status of 40[0-4]/.test(m.text())) errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
    expect(errors, 'console errors on the page').toEqual([]);
  },
});

/** A phone the size issue 8 was tried on. */
export const PHONE = { width: 390, height: 844 } as const;
