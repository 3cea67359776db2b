// @vitest-environment happy-dom
// public/boot.js asks for the app once the page is painted and its high-priority photos are in, or at
// the person's first tap or key, whichever comes first (decisions 166 and 218).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../public/boot.js'), 'utf8');

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `<div id="root"><img fetchpriority="high" src="data:,"><button>Login</button></div>
    <script type="application/json" id="bs-boot">{"entry":"/assets/app-test.js","preload":[]}</script>`;
  // What boot.js adds to <head> is noted, not loaded: there is no app here.
  const added: Element[] = [];
  vi.spyOn(document.head, 'append').mockImplementation(
    (...nodes) => void added.push(...(nodes as Element[])),
  );
  new Function(BOOT_JS)();
  // The photo never comes: only the tap can start the app before the 3 s fallback.
  return () =>
    added.filter((el) => el instanceof HTMLScriptElement && el.src.endsWith('/assets/app-test.js')).length;
}

it('a tap before the photos are in asks for the app at once, and only once', () => {
  const appScripts = page();
  expect(appScripts()).toBe(0);
  document.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  expect(appScripts()).toBe(1);
  document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(appScripts()).toBe(1);
});

it('a key before the photos are in does the same', () => {
  const appScripts = page();
  document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
  expect(appScripts()).toBe(1);
});
