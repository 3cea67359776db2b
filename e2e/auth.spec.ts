// Sign-in journeys through the development sign-in page (docs/architecture.md §6), the signed-in shell
// (profile menu, category chooser), Settings, and sign-out.
import { CATEGORIES } from '../src/domain/categories';
import { expect, googleWayIn, newPerson, signIn, test } from './support/fixtures';
import { PHONE_VIEWPORT, slowCpu } from './support/first-taps';

test('sign in from the Login button, use the shell and Settings, and sign out', async ({ page }) => {
  const person = newPerson('Ayesha Khan');
  await signIn(page, person, '/mobile-phones');
  // Started from the Login button: back on the page it was pressed on.
  await expect(page).toHaveURL(/\/mobile-phones$/);
  const profile = page.getByRole('button', { name: 'Ayesha Khan' });
  await expect(profile).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  // The toast shows once: a reload does not bring it back.
  await page.reload();
  await expect(profile).toBeVisible();
  await expect(page.getByText('You are logged in successfully — thank you!')).toHaveCount(0);

  // The category chooser: 14 categories; Escape, Back to Home and a click outside close it.
  const postAd = page.getByRole('button', { name: /Post & Add/ });
  const chooser = page.getByRole('dialog', { name: 'Select a Category to Post or Add' });
  await postAd.click();
  await expect(chooser).toBeVisible();
  await expect(chooser.getByRole('link')).toHaveCount(CATEGORIES.length);
  // The page under the dialog is out of reach, for a screen reader as for a stray tap.
  await expect(postAd).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(chooser).toBeHidden();
  await expect(postAd).toBeEnabled();
  await postAd.click();
  await chooser.getByRole('button', { name: 'Back to Home' }).click();
  await expect(chooser).toBeHidden();
  await postAd.click();
  await page.mouse.click(5, 400);
  await expect(chooser).toBeHidden();
  await postAd.click();
  await chooser.getByRole('link', { name: 'Mobiles' }).click();
  await expect(page).toHaveURL(/\/post\/mobiles$/);

  // Settings through the profile menu: a default number that stays saved.
  await page.goto('/');
  await profile.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  const phone = page.getByLabel('Default contact number');
  await phone.fill('12345');
  await page.getByLabel('Default city').selectOption('Lahore');
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText('Please enter a valid phone number (e.g., 03xx-xxxxxxx)')).toBeVisible();
  await phone.fill('03001234567');
  await page.getByRole('button', { name: 'Save defaults' }).click();
  await expect(page.getByText('Settings saved. New ads will start with these.')).toBeVisible();
  await page.reload();
  await expect(phone).toHaveValue('0300-1234567');
  await expect(page.getByLabel('Default city')).toHaveValue('Lahore');

  // Logout from the profile menu: home, the toast, the Login button again.
  await profile.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Waited for without expect, which takes a slowed page's main thread on every try (support/first-taps.ts).
  await page.getByText('You are logged out successfully.').waitFor();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('a guarded page asks to sign in and comes back to it', async ({ page }) => {
  const person = newPerson('Bilal Ahmed');
  await page.goto('/my-ads');
  const dialog = page.getByRole('dialog', { name: 'Login into your B/S account' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Facebook/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /Email/ })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: /Phone/ })).toBeDisabled();
  await googleWayIn(page).click();
  await expect(page.getByRole('heading', { name: 'Development sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Name').fill(person.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('You are logged in successfully — thank you!')).toBeVisible();
  await expect(page).toHaveURL(/\/my-ads$/);
  await expect(page.getByRole('button', { name: 'Bilal Ahmed' })).toBeVisible();
});

test('Post & Add signed out asks to sign in; a cancelled sign-in says it failed', async ({ page }) => {
  await page.goto('/motors');
  await page.getByRole('button', { name: /Post & Add/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Login into your B/S account' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: /Post & Add/ }).click();
  await googleWayIn(page).click();
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByText('❌ Google login failed. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
});

test('the profile menu works from the keyboard', async ({ page }) => {
  await signIn(page, newPerson('Sana Mir'));
  const profile = page.getByRole('button', { name: 'Sana Mir' });
  await profile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My Ads' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'My public page' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Saved ads' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Saved searches' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(profile).toBeFocused();
});

// Logout tapped the moment the menu shows, on a slow phone: the page is still hydrating, its footer
// not yet. Sign-out forgot every answer no part on screen was reading, the trending searches too, and
// the footer then hydrated as grey bars over the server's links (React error 418, caught by the
// fixture's console check).
test('Logout tapped at first sight on a slow phone leaves home whole, its footer included', async ({
  page,
}) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  await signIn(page, newPerson('Hamza Hurry'));
  await slowCpu(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  // Waited for without expect, which takes a slowed page's main thread on every try (support/first-taps.ts).
  await page.getByText('You are logged out successfully.').waitFor();
  await expect(page.getByRole('button', { name: 'Login', exact: true }).first()).toBeVisible();
  const trending = page.getByRole('contentinfo').getByRole('link').first();
  await expect(trending).toBeVisible();
});
