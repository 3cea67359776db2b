// @vitest-environment happy-dom
// @vitest-environment-options { "happyDOM": { "settings": { "disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true } } }
// The app starts loading its page module only once public/boot.js has added every preload of a drawn
// page (decision 132), and never waits forever for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_BLOCK_ID } from '../../domain/ssr';
import { bootPreloadsAdded } from './ssr-state';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../public/boot.js'), 'utf8');
const PRELOADS = Array.from({ length: 9 }, (_, i) => `/assets/chunk-${i}.js`);

function drawnPage() {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = BOOT_BLOCK_ID;
  block.textContent = JSON.stringify({ entry: '/assets/index.js', preload: PRELOADS });
  document.head.append(block);
}

const preloadsInPage = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
});

describe('bootPreloadsAdded', () => {
  it('resolves once boot.js has added the last preload, not before', async () => {
    drawnPage();
    // happy-dom loads no scripts and logs that for the app's entry: not what is tested here.
    new Function(BOOT_JS)(); // the page has loaded: boot.js starts at once
    expect(preloadsInPage().length).toBeLessThan(PRELOADS.length); // two to a task
    await bootPreloadsAdded(document, 60_000);
    expect(preloadsInPage()).toEqual(PRELOADS);
    // Asked again (or late), it does not wait for an event that has passed.
    await bootPreloadsAdded(document, 60_000);
  });

  it('resolves at once on a page without the boot block (the shell, npm run dev)', async () => {
    let resolved = false;
    void bootPreloadsAdded(document, 60_000).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  it('gives up waiting after its timeout should boot.js never finish', async () => {
    drawnPage();
    const started = Date.now();
    await bootPreloadsAdded(document, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(preloadsInPage()).toEqual([]);
  });
});
