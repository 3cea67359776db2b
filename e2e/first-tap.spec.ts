// The first tap on a freshly drawn page takes effect (decision 140): on a phone with the CPU slowed 4×
// through the Chrome DevTools Protocol, each page's controls of e2e/support/first-taps.ts are tapped
// (typed into, chosen from) the first moment they are visible, once, and the effect a person expects
// must show within 5 s (1 s for the server's popovers: 'Report', the account menu, decision 213; 'Show
// Filters', decision 216; a signed-in heart, decision 222).
// `npm run bench:first-tap` times the same taps.
import { adPath } from '../src/domain/categories';
import {
  aDemoPhoneAd,
  DESKTOP_VIEWPORT,
  FIRST_TAPS,
  firstTapPath,
  PHONE_VIEWPORT,
  signedInOn,
  signInThroughLink,
  slowCpu,
  tapAtFirstSight,
  type FirstTap,
} from './support/first-taps';
import { expect, newPerson, test, testExpecting4xx } from './support/fixtures';

function firstTapTest(tap: FirstTap) {
  // Signed out, the ad page is refused (401) before it asks to sign in: the browser logs that.
  const journey = tap.page === 'ad page, signed out' ? testExpecting4xx : test;
  journey(`${tap.page}: the first tap on ${tap.control} takes effect`, async ({ page }) => {
    const demo = await aDemoPhoneAd(page);
    const ad = adPath(demo.category, demo.id);
    if (signedInOn(tap.page)) await signInThroughLink(page, newPerson('First Tap'));
    await slowCpu(page);
    const outcome = await tapAtFirstSight(page, tap, firstTapPath(tap.page, ad), tap.withinMs);
    expect(outcome.problem, `${tap.control} on ${tap.page}`).toBeUndefined();
    expect(outcome.tookEffect).toBe(true);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true });
  for (const tap of FIRST_TAPS.filter((t) => t.viewport === 'phone')) firstTapTest(tap);
});

test.describe('on a wider screen', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });
  for (const tap of FIRST_TAPS.filter((t) => t.viewport === 'desktop')) firstTapTest(tap);
});
