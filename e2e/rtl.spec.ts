// Right-to-left pages keep mixed text in order (decision 153), on a phone (390 × 844) in Urdu: text
// people wrote (titles, chat) takes its own direction, a number and its unit stay one unit, a photo
// counter reads '1 / 4', and a clamped English title keeps its first letters. Checked with the boxes
// the browser laid the words out in, not with pixels; axe is clean on each page.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { CHAT_TEXT, QUICK_REPLIES } from '../src/domain/chat';
import { axeSettled } from './support/axe';
import { expect, newPerson, PHONE, signIn, test, uniqueWord } from './support/fixtures';
import { seller } from './support/seller';

test.use({ viewport: PHONE });

const SHOTS = process.env.E2E_SCREENSHOTS;
/** The gallery's 'Open photo full screen', in Urdu. */
const OPEN_FULL_SCREEN_UR = 'تصویر پوری اسکرین پر کھولیں';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const size of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(PHONE);
}

async function axeClean(page: Page, what: string) {
  const { violations } = await axeSettled(page);
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    what,
  ).toEqual([]);
}

async function language(context: BrowserContext, page: Page, lang: 'en' | 'ur') {
  await context.addCookies([{ name: 'bs_lang', value: lang, url: page.url() }]);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Where each piece of the element's text starts on screen, from left to right: the left edge of the
 * first place each piece occurs, in the order the pieces are given.
 */
function lefts(element: Locator, pieces: string[]): Promise<number[]> {
  return element.evaluate((el, wanted) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const nodes: Text[] = [];
    while (walker.nextNode()) nodes.push(walker.currentNode as Text);
    return wanted.map((piece) => {
      for (const node of nodes) {
        const at = node.data.indexOf(piece);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + piece.length);
        return range.getBoundingClientRect().left;
      }
      throw new Error(`'${piece}' is not in '${el.textContent}'`);
    });
  }, pieces);
}

/** The pieces read left to right on screen, in the order given. */
async function expectInOrder(element: Locator, pieces: string[]) {
  const xs = await lefts(element, pieces);
  const order = [...pieces].sort((a, b) => xs[pieces.indexOf(a)]! - xs[pieces.indexOf(b)]!);
  expect(order, `left to right in '${await element.textContent()}'`).toEqual(pieces);
}

test('Urdu pages keep facts, places, titles, chat and the photo counter in their own order', async ({
  browser,
  baseURL,
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const word = uniqueWord();
  const title = `Brand new ${word} family house near Emporium Mall with a lawn`;
  const owner = await seller(browser, baseURL!);
  const house = await owner.post(
    'propertyforsale',
    {
      title,
      area: '7',
      areaUnit: 'Marla',
      society: 'Johar Town',
      location: 'Lahore',
      description: 'Corner house, gas and water connected. Is the price final? Yes.',
    },
    {},
    4,
  );
  const flat = await owner.post('propertyforsale', {
    title: `Small ${word} flat`,
    area: '420',
    areaUnit: 'Sq. Ft.',
    location: 'Karachi',
  });
  await owner.close();
  await signIn(page, newPerson('Bilal Buyer'));

  // The listing's cards.
  await page.goto(`/property?q=${word}`);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await shoot(page, 'card-en');
  await language(context, page, 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(card).toBeVisible();

  // In Urdu the fact reads '7 مرلہ', right to left: the number first, at the right.
  const fact = card.getByRole('listitem').filter({ hasText: 'مرلہ' });
  await expect(fact).toHaveAttribute('dir', 'auto');
  await expectInOrder(fact, ['مرلہ', '7']);
  // An English society before an Urdu city name: the run takes the direction of its first letters.
  const place = card.getByText('Johar Town, لاہور');
  await expect(place).toHaveAttribute('dir', 'auto');
  await expectInOrder(place, ['Johar', 'Town', ',', 'لاہور']);
  // A two-line English title, clamped, starts at its first letter, inside the card.
  const heading = card.getByRole('heading', { level: 3 });
  await expect(heading).toHaveAttribute('dir', 'auto');
  expect(await heading.evaluate((h) => getComputedStyle(h).direction)).toBe('ltr');
  expect(await heading.evaluate((h) => h.scrollHeight > h.clientHeight), 'the title is clamped').toBe(true);
  const [first] = await lefts(heading, ['Brand']);
  const cardBox = (await card.boundingBox())!;
  const headingBox = (await heading.boundingBox())!;
  expect(first).toBeGreaterThanOrEqual(headingBox.x - 1);
  expect(first).toBeGreaterThanOrEqual(cardBox.x);
  await expectInOrder(heading, ['Brand', 'new']);
  const chip = page.locator('a bdi', { hasText: `“${word}”` });
  await expectInOrder(chip, ['“', word, '”']);
  const flatCard = page.getByRole('article').filter({ hasText: `Small ${word} flat` });
  await expectInOrder(flatCard.getByRole('listitem').filter({ hasText: 'مربع فٹ' }), ['فٹ', 'مربع', '420']);
  await axeClean(page, 'the listing in Urdu');
  await shoot(page, 'card-ur');

  // The ad page: the photo counter, the place, the facts.
  await page.goto(house.path);
  const counter = page.getByText(/^1 \/ 4$/);
  await expect(counter).toHaveAttribute('dir', 'ltr');
  await expectInOrder(counter, ['1', '/', '4']);
  const summary = page.getByRole('heading', { level: 1 });
  await expect(summary).toHaveText(title);
  await expect(summary).toHaveAttribute('dir', 'auto');
  const where = page.locator('bdi', { hasText: 'Johar Town, لاہور' });
  await expectInOrder(where, ['Johar', 'Town', ',', 'لاہور']);
  const area = page.locator('dd bdi').filter({ hasText: /^7 Marla/ });
  await expectInOrder(area, ['7', 'Marla', 'sq']);
  await axeClean(page, 'the ad page in Urdu');
  await shoot(page, 'ad-ur');
  await page.getByRole('button', { name: OPEN_FULL_SCREEN_UR }).click();
  const viewerCounter = page.getByRole('dialog').getByText(/^1 \/ 4$/);
  await expect(viewerCounter).toHaveAttribute('dir', 'ltr');
  await expectInOrder(viewerCounter, ['1', '/', '4']);
  await shoot(page, 'viewer-ur');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(flat.path);
  await expectInOrder(page.locator('dd bdi', { hasText: /Sq\. Ft\./ }), ['420', 'Sq.', 'Ft.']);
  await shoot(page, 'flat-ur');
  await language(context, page, 'en');
  await shoot(page, 'flat-en');
  await page.goto(house.path);
  await shoot(page, 'ad-en');

  // Chat: an English question in an Urdu conversation keeps its question mark at its end.
  await page.getByRole('button', { name: CHAT_TEXT.chatWithSeller }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: QUICK_REPLIES[0] }).click();
  const bubble = page.getByRole('list', { name: 'Messages' }).getByText(QUICK_REPLIES[0]);
  await expect(bubble).toBeVisible();
  await shoot(page, 'chat-en');
  await language(context, page, 'ur');
  const urduBubble = page.getByTestId('chat-message').getByText(QUICK_REPLIES[0]);
  await expect(urduBubble).toHaveAttribute('dir', 'auto');
  await expectInOrder(urduBubble, ['Is', 'still', 'available', '?']);
  const adTitle = page.getByRole('link', { name: title, exact: true });
  await expect(adTitle).toHaveAttribute('dir', 'auto');
  // The other person's name, cut (if at all) at its own end, not its beginning.
  await expect(page.getByRole('heading', { level: 1, name: 'Seller Saleem' })).toHaveAttribute('dir', 'auto');
  await axeClean(page, 'the conversation in Urdu');
  await shoot(page, 'chat-ur');

  // The inbox: 'You: ' in Urdu, then the English question in its own order.
  await page.goto('/chat');
  const preview = page.locator('bdi', { hasText: QUICK_REPLIES[0] });
  await expectInOrder(preview, ['Is', 'still', 'available', '?']);
  await expect(page.locator('span[dir="auto"]', { hasText: title })).toBeVisible();
  await axeClean(page, 'the inbox in Urdu');
  await shoot(page, 'inbox-ur');
  await language(context, page, 'en');
  await shoot(page, 'inbox-en');
});
