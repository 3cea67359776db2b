// @vitest-environment happy-dom
// A listing's sort is a GET form marked data-bs-navigates (decision 208): before the app has called
// hydrateRoot, public/boot.js sends a change of it at once, as the app would (the address with that
// value changed and the page number dropped); after that the choice is the app's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it, vi } from 'vitest';
import { APP_HYDRATING_EVENT } from '../../domain/ssr';

const BOOT_JS = readFileSync(path.resolve(__dirname, '../public/boot.js'), 'utf8');

const page = (url: string) => {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
  document.body.innerHTML = `<div id="root"><form id="listing-choices" method="get" action="/mobile-phones" data-bs-navigates>
    <select name="sort"><option value="newest">Newest</option><option value="price_low">Cheapest</option></select>
  </form></div>`;
  new Function(BOOT_JS)();
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const choose = (value: string) => {
    const select = document.querySelector('select')!;
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  return { assign, choose };
};

it('before the app, a change of the sort goes at once, with the other choices kept and no page number', () => {
  const { assign, choose } = page('http://localhost/mobile-phones?location=Lahore&page=3');
  choose('price_low');
  expect(assign).toHaveBeenCalledTimes(1);
  expect(String(assign.mock.calls[0]![0])).toBe(
    'http://localhost/mobile-phones?location=Lahore&sort=price_low',
  );
  assign.mockRestore();
});

it('once the app has called hydrateRoot, the change is left to it', () => {
  const { assign, choose } = page('http://localhost/mobile-phones?location=Lahore');
  document.dispatchEvent(new Event(APP_HYDRATING_EVENT));
  choose('price_low');
  expect(assign).not.toHaveBeenCalled();
  assign.mockRestore();
});
