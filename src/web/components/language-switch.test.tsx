// @vitest-environment happy-dom
// The language switch is a link to the server's switch (decision 217), back to this very page, so it
// works before the app and without it; once the app runs, a click switches in place and loads nothing.
import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../lib/i18n';
import { TranslationProvider } from '../lib/translation';
import { LanguageSwitch } from './language-switch';

afterEach(() => {
  cleanup();
  document.cookie = 'bs_lang=; Max-Age=0; Path=/';
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

const at = (url: string) => (
  <TranslationProvider i18n={createI18n('en')}>
    <MemoryRouter initialEntries={[url]}>
      <LanguageSwitch />
    </MemoryRouter>
  </TranslationProvider>
);

it('links to the switch with this page, query and all, as the back address, for people and not crawlers', () => {
  render(at('/motors?brand=Toyota&location=Lahore'));
  const link = screen.getByRole('link', { name: 'اردو' });
  expect(link.getAttribute('href')).toBe(
    `/lang/ur?back=${encodeURIComponent('/motors?brand=Toyota&location=Lahore')}`,
  );
  expect(link.getAttribute('rel')).toBe('nofollow');
  expect(link.getAttribute('lang')).toBe('ur');
});

it('is drawn by the server as the browser draws it: hydration finds nothing to mend', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(at('/property?location=Lahore'));
  const drawn = container.innerHTML;
  const mended: unknown[] = [];
  // React tells of an attribute unlike the server's on the console, of other differences here.
  const told = vi.spyOn(console, 'error');
  const root = hydrateRoot(container, at('/property?location=Lahore'), {
    onRecoverableError: (error) => mended.push(error),
  });
  try {
    await act(async () => {});
    expect(mended).toEqual([]);
    expect(told).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(drawn);
  } finally {
    told.mockRestore();
    act(() => root.unmount());
    container.remove();
  }
});

it('once the app runs, switches in place: the click loads nothing, the page and the cookie turn Urdu', async () => {
  render(at('/'));
  const link = screen.getByRole('link', { name: 'اردو' });
  const loaded = !fireEvent.click(link);
  expect(loaded, 'the click was cancelled').toBe(true);
  await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.cookie).toContain('bs_lang=ur');
  expect(screen.getByRole('link', { name: 'English' }).getAttribute('href')).toBe('/lang/en?back=%2F');
});
