// Shared journey fixtures: every test fails on a console error or an uncaught page error, and
// `signIn` goes through the real development sign-in page (docs/architecture.md §6).
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
 * A word no other journey's ad has, for an ad's title: the time in letters, as a run of ten digits or
 * more in an ad's text reads as a phone number and is refused (decision 146).
 */
export function uniqueWord(): string {
  counter += 1;
  return `${Date.now()}x${counter}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

/**
 * 'Continue with Google' in the sign-in dialog: a link in the server's popover, which 'Login' opens
 * before the app has come (decision 208), a button in the app's modal after.
 */
export function googleWayIn(page: Page) {
  const dialog = page.getByRole('dialog');
  return dialog.getByRole('link', { name: /google/i }).or(dialog.getByRole('button', { name: /google/i }));
}

/** Signs in through the login modal and the development sign-in page, starting from `from`. */
export async function signIn(page: Page, person: Person, from = '/'): Promise<void> {
  await page.goto(from);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await googleWayIn(page).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are logged in successfully — thank you!')).toBeVisible();
}

// Journeys act as people do (decision 140): they tap a control as soon as it is visible (Playwright's
// own actionability checks only), never after an internal "ready" mark a person cannot see. A drawn
// page must answer its first tap.
export const test = base.extend<{ consoleErrors: string[] }>({
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

/** Journeys that still fail on any console error but the ones `expected` matches. */
function testIgnoring(expected: RegExp) {
  return test.extend({
    consoleErrors: async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' && !expected.test(m.text())) errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
  });
}

/** Journeys where the server is expected to refuse something (the browser logs a 4xx as an error). */
export const testExpecting4xx = testIgnoring(/status of 40[0-4]/);

/** Offline journeys: the browser reports each request that could not go out, which is their point. */
export const testOffline = testIgnoring(/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|Failed to fetch/);

/** The phone size every phone journey runs at (390 × 844). */
export const PHONE = { width: 390, height: 844 } as const;
