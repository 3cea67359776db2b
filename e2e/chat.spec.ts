// Chat: a buyer and a seller in two browsers exchange messages live, the unread badge and
// counts follow, the buyer's network drops and the missed message arrives on reconnect, and the
// seller blocks. The seller's ad is posted through the API to keep the journey short.
import { axeSettled } from './support/axe';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { SavedAdResponse, UploadedImage } from '../src/domain/api';
import { CHAT_TEXT, QUICK_REPLIES } from '../src/domain/chat';
import { expect, newPerson, signIn, test, type Person } from './support/fixtures';

const SHOTS = process.env.CHAT_SCREENSHOTS; // a folder: take screenshots to look at (never committed)

async function personIn(browser: Browser, person: Person, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  await signIn(page, person);
  return page;
}

async function postAd(page: Page, baseURL: string): Promise<SavedAdResponse> {
  const headers = { origin: new URL(baseURL).origin };
  const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  const upload = await page.request.post('/api/images', {
    headers,
    multipart: { file: { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  });
  const image = (await upload.json()) as UploadedImage;
  const res = await page.request.post('/api/ads', {
    headers,
    data: {
      category: 'mobiles',
      brand: 'Apple',
      model: 'iPhone 13',
      images: [image.id],
      formData: {
        brandName: 'Apple',
        modelName: 'iPhone 13',
        Title: 'iPhone 13 128GB PTA approved',
        ptaApproved: 'PTA Approved',
        condition: 'Used',
        storage: '128GB',
        price: '145000',
        location: 'Lahore',
        description: 'Battery 89%, box and charger.',
        contactNumber: '0300-1234567',
      },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SavedAdResponse;
}

async function axeClean(page: Page) {
  const { violations } = await axeSettled(page);
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
}

const badge = (page: Page) => page.getByRole('link', { name: /^Chats/ });

test('a buyer and a seller chat live, read receipts and unread counts follow, reconnect catches up, block stops it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const seller = await personIn(browser, newPerson('Sana Seller'), baseURL!);
  const ad = await postAd(seller, baseURL!);
  const buyer = await personIn(browser, newPerson('Bilal Buyer'), baseURL!);

  // The buyer opens the chat from the ad page; the seller waits on the home page.
  await buyer.goto(ad.path);
  await buyer.getByRole('button', { name: CHAT_TEXT.chatWithSeller }).click();
  await expect(buyer).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(buyer.getByText('iPhone 13 128GB PTA approved')).toBeVisible();
  await expect(buyer.getByText('Rs. 145,000')).toBeVisible();
  await seller.goto('/');
  await expect(badge(seller)).toHaveAccessibleName('Chats');

  await buyer.getByRole('button', { name: QUICK_REPLIES[0] }).click();
  const buyerMessages = buyer.getByRole('list', { name: 'Messages' });
  await expect(buyerMessages.getByText(QUICK_REPLIES[0])).toBeVisible();
  await expect(buyerMessages.getByText(CHAT_TEXT.sent)).toBeVisible();

  // Live: the seller's badge counts it without a reload.
  await expect(badge(seller)).toHaveAccessibleName('Chats, 1 unread');
  await seller.getByRole('link', { name: /^Chats/ }).click();
  await expect(seller.getByRole('tab', { name: /Selling/, selected: true })).toBeVisible();
  await expect(seller.getByRole('link', { name: /Bilal Buyer/ })).toContainText('1 unread');
  await axeClean(seller);
  await shoot(seller, 'chat-inbox');
  await seller.getByRole('link', { name: /Bilal Buyer/ }).click();
  await expect(seller.getByRole('list', { name: 'Messages' }).getByText(QUICK_REPLIES[0])).toBeVisible();
  // Quick replies are for buyers.
  await expect(seller.getByRole('button', { name: QUICK_REPLIES[1] })).toHaveCount(0);

  // Reading turns the buyer's 'Sent' into 'Seen', live; the seller's badge empties.
  await expect(buyerMessages.getByText(CHAT_TEXT.seen)).toBeVisible();
  await expect(badge(seller)).toHaveAccessibleName('Chats');

  await seller.getByRole('textbox', { name: 'Message' }).fill('Yes, it is. Come to Gulberg after 5.');
  await seller.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
  await expect(buyerMessages.getByText('Yes, it is. Come to Gulberg after 5.')).toBeVisible();

  // A photo message through the ad photo pipeline, and a link the receiver is warned about.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer();
  await buyer
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'box.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(buyerMessages.getByRole('img', { name: 'Photo from you' })).toBeVisible();
  const sellerPhoto = seller.getByRole('img', { name: 'Photo from the other person' });
  await expect(sellerPhoto).toBeVisible();
  // The photo really loads for the two of them, and is a 404 to anyone else (decision 143).
  await expect
    .poll(() => sellerPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const photoUrl = (await sellerPhoto.getAttribute('src'))!;
  expect(photoUrl).toMatch(/^\/media\/[0-9a-f-]{36}-\d+\.webp$/);
  expect((await buyer.request.get(photoUrl)).status()).toBe(200);
  const outsider = await browser.newContext({ baseURL });
  expect((await outsider.request.get(photoUrl)).status()).toBe(404);
  await outsider.close();
  await seller
    .getByRole('textbox', { name: 'Message' })
    .fill('Pay the token at www.quick-token-pay.xyz first');
  await seller.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
  await expect(buyerMessages.getByRole('note')).toHaveText(new RegExp(CHAT_TEXT.linkWarning.slice(0, 30)));
  await expect(seller.getByRole('list', { name: 'Messages' }).getByRole('note')).toHaveCount(0);
  await axeClean(buyer);
  await shoot(buyer, 'chat-conversation');

  // The buyer's network drops while they look at the inbox; the seller writes meanwhile.
  await buyer.goto('/chat');
  await expect(buyer.getByRole('link', { name: /Sana Seller/ })).toBeVisible();
  await buyer.context().setOffline(true);
  await seller.getByRole('textbox', { name: 'Message' }).fill('Are you coming today?');
  await seller.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
  await expect(
    seller.getByRole('list', { name: 'Messages' }).getByText('Are you coming today?'),
  ).toBeVisible();
  await buyer.waitForTimeout(1500);
  await expect(badge(buyer)).toHaveAccessibleName('Chats');
  await buyer.context().setOffline(false);
  // Back online: the hello reloads the inbox and the badge from the tables.
  await expect(badge(buyer)).toHaveAccessibleName('Chats, 1 unread');
  await expect(buyer.getByRole('link', { name: /Sana Seller/ })).toContainText('Are you coming today?');
  await buyer.getByRole('link', { name: /Sana Seller/ }).click();
  await expect(buyer.getByText('Are you coming today?')).toBeVisible();

  // The seller blocks: both sides say so, and the buyer's box is gone.
  await seller.getByRole('button', { name: CHAT_TEXT.block, exact: true }).click();
  await seller.getByRole('dialog').getByRole('button', { name: CHAT_TEXT.block, exact: true }).click();
  await expect(seller.getByText(CHAT_TEXT.youBlocked)).toBeVisible();
  await expect(buyer.getByText(CHAT_TEXT.blockedYou)).toBeVisible();
  await expect(buyer.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  await seller.context().close();
  await buyer.context().close();
});

test('signed out, Chat with seller on a card opens the login modal', async ({ page }) => {
  await page.goto('/mobile-phones');
  await page.getByRole('button', { name: CHAT_TEXT.chatWithSeller }).first().click();
  await expect(page.getByRole('dialog', { name: 'Login into your B/S account' })).toBeVisible();
});
