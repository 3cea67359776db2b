// @vitest-environment happy-dom
// A search box's suggestions before the app (decision 223): public/boot.js asks the API as the app does
// and draws the answer as links under the box, outside the app's root, worded from what the box carries
// in the page's language; once the app has started, its own list takes over. The box is drawn by
// React's server renderer, as the server draws it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../../domain/api';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '../../../domain/limits';
import { APP_HYDRATING_EVENT } from '../../../domain/ssr';
import type { i18n as I18n } from 'i18next';
import { createI18n, loadCatalogue } from '../../lib/i18n';
import { TranslationProvider } from '../../lib/translation';
import { SearchCombobox, suggestionUrl } from './search-combobox';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../../public/boot.js'), 'utf8');
const ITEMS: Suggestion[] = [
  { label: 'Samsung', category: 'mobiles', params: { brand: 'Samsung' }, count: 1200 },
  { label: 'Mobiles', category: 'mobiles', params: {}, count: 3000 },
];

let asked: string[];
beforeEach(() => {
  vi.useFakeTimers();
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({ items: ITEMS });
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const press = (box: HTMLElement, key: string) =>
  box.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

function drawn(i18n: I18n = createI18n('en')) {
  const box = (
    <TranslationProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <SearchCombobox id="s" label="Search ads" value="" onValueChange={() => {}} onChoose={() => {}} />
      </QueryClientProvider>
    </TranslationProvider>
  );
  document.body.innerHTML = `<div id="root">${renderToString(box)}</div>`;
  new Function(BOOT_JS)();
  const input = document.querySelector('input')!;
  const type = (text: string) => {
    input.value = text;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const early = () => document.getElementById('bs-early-suggestions');
  const answered = async () => {
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    await vi.runAllTicks();
  };
  return { input, type, early, answered };
}

it('asks as the app does and draws the suggestions as links, outside the root, in a region of their own', async () => {
  const { input, type, early, answered } = drawn();
  type('sams');
  expect(asked).toEqual([]);
  await answered();
  expect(asked).toEqual(['/api/suggestions?q=sams']);
  const list = early()!;
  expect(list.closest('#root')).toBeNull();
  expect(list.getAttribute('role')).toBe('listbox');
  expect(list.getAttribute('aria-label')).toBe('Suggestions');
  // Outside the root is outside the page's landmarks: the list is in a region of its own.
  expect(list.parentElement!.getAttribute('role')).toBe('region');
  expect(list.parentElement!.getAttribute('aria-label')).toBe('Suggestions');
  const options = [...list.querySelectorAll('[role="option"]')];
  expect(options.map((o) => (o as HTMLElement).dataset.href)).toEqual(ITEMS.map(suggestionUrl));
  // No link inside an option: a control inside a control is one screen readers may not announce.
  expect(list.querySelector('a, button')).toBeNull();
  expect(options.map((o) => o.textContent)).toEqual([
    'Samsung · 1,200in Mobiles',
    'Mobiles · 3,000in Mobiles',
  ]);
  expect(input.getAttribute('aria-expanded')).toBe('true');
  expect(input.getAttribute('aria-controls')).toBe('bs-early-suggestions');

  // Escape closes it, and the box is as React drew it.
  press(input, 'Escape');
  expect(early()).toBeNull();
  expect(document.querySelector('[role="region"]')).toBeNull();
  expect(input.getAttribute('aria-expanded')).toBe('false');
  expect(input.getAttribute('aria-controls')).toBe('s-suggestions');
});

it('moves with the arrows, opens again with one, and opens the chosen suggestion with Enter or a tap', async () => {
  const go = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const { input, type, early, answered } = drawn();
  type('sams');
  await answered();
  press(input, 'Escape');
  press(input, 'ArrowDown'); // opens the list again
  expect(early()).not.toBeNull();
  press(input, 'ArrowDown');
  press(input, 'ArrowDown');
  press(input, 'ArrowUp');
  const first = early()!.querySelector('[role="option"]')!;
  expect(first.getAttribute('aria-selected')).toBe('true');
  expect(input.getAttribute('aria-activedescendant')).toBe(first.id);
  press(input, 'Enter');
  expect(go).toHaveBeenLastCalledWith(suggestionUrl(ITEMS[0]!));
  (early()!.querySelectorAll('[role="option"]')[1] as HTMLElement).click();
  expect(go).toHaveBeenLastCalledWith(suggestionUrl(ITEMS[1]!));
  go.mockRestore();
});

it('says it in the page’s language', async () => {
  const { type, early, answered } = drawn(createI18n('ur', await loadCatalogue('ur')));
  type('sams');
  await answered();
  expect(early()!.querySelector('small')!.textContent).toBe('موبائل میں');
});

it('asks nothing for too few characters, and draws no answer to words since changed', async () => {
  const { type, early, answered } = drawn();
  type('s'.repeat(SUGGESTION_MIN_CHARS - 1));
  await answered();
  expect(asked).toEqual([]);
  type('sams');
  await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
  type('samsung x');
  type('sams'.slice(0, SUGGESTION_MIN_CHARS - 1));
  await answered();
  expect(asked).toEqual(['/api/suggestions?q=sams']);
  expect(early()).toBeNull();
  // Nor does an arrow show it for words it was not asked for.
  press(document.querySelector('input')!, 'ArrowDown');
  expect(early()).toBeNull();
});

it('stays through the app’s start until the app’s own list shows', async () => {
  const { input, type, early, answered } = drawn();
  type('sams');
  await answered();
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  expect(early()).not.toBeNull();
  // The app draws its own list for the box.
  document.getElementById('s-suggestions')!.hidden = false;
  await vi.advanceTimersByTimeAsync(0);
  expect(early()).toBeNull();
  expect(input.getAttribute('aria-expanded')).toBe('true');
  // From here on the app answers the box: boot.js asks nothing.
  type('samsung');
  await answered();
  expect(asked).toEqual(['/api/suggestions?q=sams']);
});

it('once the app has started, closes with Escape without the box losing its words, and leaves arrows to the app', async () => {
  const { input, type, early, answered } = drawn();
  type('sams');
  await answered();
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  // The app's list is not open yet: Escape is this list's, and a search field clears itself on Escape.
  const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  input.dispatchEvent(escape);
  expect(escape.defaultPrevented).toBe(true);
  expect(early()).toBeNull();
  expect(input.getAttribute('aria-expanded')).toBe('false');
  const arrow = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
  input.dispatchEvent(arrow);
  expect(arrow.defaultPrevented).toBe(false);
  expect(early()).toBeNull();
});
