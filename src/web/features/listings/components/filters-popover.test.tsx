// @vitest-environment happy-dom
// 'Show Filters' before the app and without it (decision 216): the toggle names the server's 'Filters'
// popover, which holds the listing's filters as a GET form to the listing that keeps the search words,
// the sort and the bounds no field shows; and the toggle hydrates over the server's markup unchanged.
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { getCategory } from '../../../../domain/categories';
import { ur, urDomain, urMessages } from '../../../i18n/ur';
import { createI18n } from '../../../lib/i18n';
import { TranslationProvider } from '../../../lib/translation';
import { useFilterPanel, WIDE } from '../hooks/use-filter-panel';
import { FilterToggle } from './filter-toggle';
import { FILTERS_POPOVER_ID, FiltersPopover } from './filters-popover';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

const mobiles = getCategory('mobiles');
const drawPopover = (query: string, i18n = createI18n('en')) =>
  render(
    <TranslationProvider i18n={i18n}>
      <FiltersPopover category={mobiles} params={new URLSearchParams(query)} />
    </TranslationProvider>,
  );

it("is a dialog named 'Filters' whose form goes to the listing with the filters chosen and what it keeps", () => {
  const { container } = drawPopover('q=galaxy&location=Lahore&sort=price_low&page=3&minPrice=10000');
  expect(container.querySelector(`#${FILTERS_POPOVER_ID}`)!.getAttribute('popover')).toBe('auto');
  const dialog = screen.getByRole('dialog', { name: 'Filters' });
  const form = dialog.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('get');
  expect(form.getAttribute('action')).toBe('/mobile-phones');
  const location = within(dialog).getByLabelText('Location') as HTMLSelectElement;
  expect(location.name).toBe('location');
  expect(location.value).toBe('Lahore');
  expect((within(dialog).getByLabelText('Storage') as HTMLSelectElement).name).toBe('storage');
  // The search words, the sort and a price bound go along; the page number does not (new filters,
  // first page).
  const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [
    i.name,
    i.value,
  ]);
  expect(hidden).toEqual([
    ['q', 'galaxy'],
    ['sort', 'price_low'],
    ['minPrice', '10000'],
  ]);
  expect(within(dialog).getByRole('button', { name: 'Apply' }).getAttribute('type')).toBe('submit');
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(close.getAttribute('popovertarget')).toBe(FILTERS_POPOVER_ID);
  expect(close.getAttribute('popovertargetaction')).toBe('hide');
  // For the time before the app only: boot.js takes it out once the app starts.
  expect(dialog.hasAttribute('data-bs-before-app')).toBe(true);
});

it('is worded in Urdu on an Urdu page', () => {
  drawPopover('', createI18n('ur', { translation: ur, domain: urDomain, messages: urMessages }));
  const dialog = screen.getByRole('dialog', { name: 'فلٹر' });
  expect(dialog.textContent).not.toContain('Location');
});

function Toggle() {
  return <FilterToggle panel={useFilterPanel()} />;
}
const withText = (children: React.ReactNode) => (
  <TranslationProvider i18n={createI18n('en')}>{children}</TranslationProvider>
);

it('names the popover, is held on a wide screen, and hydrates over its drawn markup without a change', () => {
  // A phone: the width the server draws for, so nothing changes once the app knows it.
  (window as unknown as { happyDOM: { setViewport(size: object): void } }).happyDOM.setViewport({
    width: 390,
    height: 844,
  });
  const html = renderToString(withText(<Toggle />));
  document.body.innerHTML = `<div id="root">${html}</div><div id="${FILTERS_POPOVER_ID}" popover="auto"></div>`;
  const toggle = document.querySelector('#root button')!;
  expect(toggle.getAttribute('popovertarget')).toBe(FILTERS_POPOVER_ID);
  expect(toggle.getAttribute('data-bs-hold-media')).toBe(WIDE);
  const drawn = toggle.outerHTML;

  const errors = vi.spyOn(console, 'error');
  act(() => {
    root = hydrateRoot(document.getElementById('root')!, withText(<Toggle />), {
      onRecoverableError: (error) => console.error(error),
    });
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(document.querySelector('#root button')!.outerHTML).toBe(drawn);

  // Its click is the app's: the popover's default is cancelled.
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  act(() => void toggle.dispatchEvent(tap));
  expect(tap.defaultPrevented).toBe(true);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
});
