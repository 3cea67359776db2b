// @vitest-environment happy-dom
// Signed out, a card asks to sign in first and a heart remembers its ad for after sign-in (decision
// 218): before the app has called hydrateRoot, public/boot.js opens the server's sign-in popover at
// once for a card's link, with its sign-in link back to that ad until it is closed, and keeps the
// heart's ad where the app looks for it. After that, both are the app's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { APP_HYDRATING_EVENT } from '../../domain/ssr';
import { PENDING_KEY } from '../components/saved/saved-ad-ids';
import { loginUrl } from './session';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../public/boot.js'), 'utf8');

afterEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** A listing as the server draws it signed out: a card, its heart, and the sign-in popover after the root. */
function page() {
  document.body.innerHTML = `<div id="root"><article>
      <a href="/mobile-phones/ad-1" data-bs-sign-in-first="">Galaxy A55</a>
      <a href="/mobile-phones">See All</a>
      <button type="button" popovertarget="sign-in" data-bs-save-after-sign-in="ad-1" aria-label="Save ad"></button>
    </article></div>
    <div id="sign-in" popover="auto"><a href="${loginUrl('/mobile-phones?sort=newest')}">Continue with Google</a></div>`;
  new Function(BOOT_JS)();
  const popover = document.getElementById('sign-in') as HTMLElement;
  // happy-dom has no popovers: the browser's part is played here, with its toggle event on closing.
  const showPopover = vi.fn();
  const hidePopover = () => {
    const event = new Event('toggle') as Event & { newState: string };
    event.newState = 'closed';
    popover.dispatchEvent(event);
  };
  Object.assign(popover, { showPopover });
  const signIn = () => popover.querySelector('a')!.getAttribute('href');
  const tap = (selector: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector(selector)!.dispatchEvent(event);
    return event;
  };
  return { showPopover, hidePopover, signIn, tap };
}

it("before the app, a card's link opens the sign-in popover, back to that ad, until it is closed", () => {
  const { showPopover, hidePopover, signIn, tap } = page();
  const event = tap('a[data-bs-sign-in-first]');
  expect(event.defaultPrevented).toBe(true);
  expect(showPopover).toHaveBeenCalledTimes(1);
  expect(signIn()).toBe(loginUrl('/mobile-phones/ad-1'));
  hidePopover();
  expect(signIn()).toBe(loginUrl('/mobile-phones?sort=newest'));
});

it('a link not marked goes where it leads', () => {
  const { showPopover, tap } = page();
  expect(tap('a[href="/mobile-phones"]').defaultPrevented).toBe(false);
  expect(showPopover).not.toHaveBeenCalled();
});

it('before the app, a heart leaves the popover to the browser and remembers its ad', () => {
  const { tap } = page();
  expect(tap('button').defaultPrevented).toBe(false);
  expect(sessionStorage.getItem(PENDING_KEY)).toBe('ad-1');
});

it("once the app has hydrated the card, its link is the app's", () => {
  const { showPopover, tap } = page();
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  // React marks what it has hydrated with a property of its own.
  Object.assign(document.querySelector('a[data-bs-sign-in-first]')!, { __reactFiber$test: {} });
  expect(tap('a[data-bs-sign-in-first]').defaultPrevented).toBe(false);
  expect(showPopover).not.toHaveBeenCalled();
});
