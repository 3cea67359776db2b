// @vitest-environment happy-dom
// The account menu as the server draws it (decision 213): the person's pages as plain links and
// 'Logout' as a form to the logout route's form twin; no email and no moderation link (decision 144).
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { aSessionUser } from '../../../test/support/web/session-user-factory';
import { createI18n } from '../lib/i18n';
import { TranslationProvider } from '../lib/translation';
import { AccountPopover } from './account-popover';

afterEach(cleanup);

it('lists the pages as links and logs out with a form', () => {
  const { container } = render(
    <TranslationProvider i18n={createI18n('en')}>
      <AccountPopover user={aSessionUser({ name: 'Ayesha', email: null })} />
    </TranslationProvider>,
  );
  expect(container.querySelector('#account-menu')!.getAttribute('popover')).toBe('auto');
  const menu = screen.getByRole('navigation', { name: 'Ayesha' });
  const links = within(menu).getAllByRole('link');
  expect(links.map((a) => a.getAttribute('href'))).toEqual([
    '/my-ads',
    '/seller/me',
    '/saved',
    '/saved-searches',
    '/settings',
  ]);
  expect(within(menu).getByRole('link', { name: 'My Ads' })).toBeTruthy();
  const logout = within(menu).getByRole('button', { name: 'Logout' });
  const form = logout.closest('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe('/auth/logout/form');
  expect(logout.getAttribute('type')).toBe('submit');
});

it("names a person without a name 'My Account'", () => {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <AccountPopover user={aSessionUser({ name: null })} />
    </TranslationProvider>,
  );
  expect(screen.getByRole('navigation', { name: 'My Account' })).toBeTruthy();
});
