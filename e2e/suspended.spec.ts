// A banned seller is told (decision 189), on a phone (390 × 844): the moderator bans after one question,
// with the reason still written; the seller's next page says they are suspended and why, the post form
// and My Ads' edit controls are not offered, signing in again lands on the same page rather than a
// welcome, and the seller asks once for a review, which the moderator sees and answers.
import type { Browser, Page } from '@playwright/test';
import { axeSettled } from './support/axe';
import {
  expect,
  googleWayIn,
  newPerson,
  PHONE,
  signIn,
  testExpecting4xx as test,
  type Person,
} from './support/fixtures';
import { seller as newSeller } from './support/seller';

test.use({ viewport: PHONE });

const MODERATOR: Person = { email: 'moderator@bs.test', name: 'Maryam Moderator' };
const SHOTS = process.env.E2E_SCREENSHOTS;

async function person(browser: Browser, baseURL: string, who: Person) {
  const context = await browser.newContext({ viewport: PHONE, baseURL });
  const page = await context.newPage();
  await signIn(page, who);
  return { context, page };
}

async function seriousAxe(page: Page) {
  const violations = (await axeSettled(page)).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(violations.map((v) => v.id)).toEqual([]);
}

test('a banned seller is told why, cannot post or edit, and asks once for a review that a moderator answers', async ({
  browser,
  baseURL,
}) => {
  const sell = await newSeller(browser, baseURL!);
  const ad = await sell.post('mobiles', {});
  const seller = sell.page;
  await seller.setViewportSize(PHONE);

  // The moderator bans from the ad's page: the button asks once, and the reason stays written.
  const moderator = await person(browser, baseURL!, MODERATOR);
  const mod = moderator.page;
  await mod.goto(`/admin/ads/${ad.id}`);
  const reason = 'Asked buyers for an advance and blocked them.';
  const reasonBox = mod.getByLabel('Reason (the seller sees it when an ad is hidden)');
  await reasonBox.fill(reason);
  await mod.getByRole('button', { name: 'Ban seller' }).click();
  await expect(mod.getByText(`Ban ${sell.person.name}? Their ads leave B/S`, { exact: false })).toBeVisible();
  await mod.getByRole('button', { name: 'Yes, ban' }).click();
  await expect(mod.getByText('Seller banned.')).toBeVisible();
  await expect(reasonBox).toHaveValue(reason);

  // The seller's next page says so, and leads to why.
  await seller.goto('/');
  await expect(seller.getByText('Your account is suspended.')).toBeVisible();
  await seller.getByRole('link', { name: 'See why, and ask for a review' }).click();
  await expect(
    seller.getByRole('heading', { name: 'Your account has been suspended', level: 1 }),
  ).toBeVisible();
  await expect(seller.getByText(`Why: ${reason}`)).toBeVisible();
  await seriousAxe(seller);
  if (SHOTS) await seller.screenshot({ path: `${SHOTS}/suspended-390.png`, fullPage: true });

  // No form to fill in vain, and My Ads offers no Edit or Remove.
  await seller.goto('/post/mobiles');
  await expect(seller).toHaveURL(/\/suspended$/);
  await seller.goto('/my-ads');
  await expect(seller.getByRole('heading', { name: 'My Ads', level: 1 })).toBeVisible();
  await expect(seller.locator('article').first()).toBeVisible();
  await expect(seller.getByRole('link', { name: /^Edit / })).toHaveCount(0);
  await expect(seller.getByRole('button', { name: /^Remove / })).toHaveCount(0);

  // Signing in again on another phone lands on the same page, not a welcome.
  const other = await browser.newContext({ viewport: PHONE, baseURL });
  const again = await other.newPage();
  await again.goto('/');
  await again.getByRole('button', { name: 'Login', exact: true }).click();
  await googleWayIn(again).click();
  await again.getByLabel('Email').fill(sell.person.email);
  await again.getByLabel('Name').fill(sell.person.name);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    again.getByRole('heading', { name: 'Your account has been suspended', level: 1 }),
  ).toBeVisible();
  await expect(again.getByText('You are logged in successfully — thank you!')).toHaveCount(0);
  await other.close();

  // The seller asks for a review, once.
  await seller.goto('/suspended');
  await seller.getByRole('button', { name: 'Ask for a review' }).click();
  await expect(seller.getByRole('alert')).toHaveText(
    'Please tell the moderators why they should look at your account again',
  );
  await seller.getByLabel('Why should we look again?').fill('I never asked for an advance; here is my side.');
  await seller.getByRole('button', { name: 'Ask for a review' }).click();
  await expect(seller.getByText('Thank you. A moderator will look at your account again.')).toBeVisible();
  await expect(seller.getByRole('status').filter({ hasText: 'You asked for a review' })).toBeVisible();
  await expect(seller.getByRole('button', { name: 'Ask for a review' })).toHaveCount(0);

  // The moderator sees it in the queue and lifts the ban.
  await mod.goto('/admin');
  const review = mod.getByTestId('ban-review').filter({ hasText: sell.person.name });
  await expect(review).toContainText('I never asked for an advance; here is my side.');
  await expect(review).toContainText(`Banned for: ${reason}`);
  await review.getByLabel('Your answer (kept in the audit log)').fill('Checked the chats; no advance asked.');
  await review.getByRole('button', { name: `Unban ${sell.person.name}` }).click();
  await expect(mod.getByTestId('ban-review').filter({ hasText: sell.person.name })).toHaveCount(0);
  await moderator.context.close();

  await seller.goto('/');
  await expect(seller.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(seller.getByText('Your account is suspended.')).toHaveCount(0);
});

test('a person who is not suspended has nothing to see on /suspended', async ({ page }) => {
  await signIn(page, newPerson('Nadia Noor'));
  await page.goto('/suspended');
  await expect(page).toHaveURL(/\/$/);
});
