// @vitest-environment happy-dom
// What a form sent without the app has just done, on the page it came back to (decision 213): the
// app's own words, in an open dialog whose × closes it without a script.
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { isFormNotice } from '../../domain/form-notices';
import { ur, urDomain, urMessages } from '../i18n/ur';
import { createI18n } from '../lib/i18n';
import { TranslationProvider } from '../lib/translation';
import { FormNoticeBanner } from './form-notice';

afterEach(cleanup);

it.each([
  ['reported', 'Thank you. Our team will review this ad.'],
  ['alreadyReported', 'You have already reported this ad. Our team will review it.'],
  ['signedOut', 'You are logged out successfully.'],
] as const)('says %s in the words the app says it', (notice, words) => {
  const { container } = render(
    <TranslationProvider i18n={createI18n('en')}>
      <FormNoticeBanner notice={notice} />
    </TranslationProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe(words);
  expect(container.querySelector('dialog')!.hasAttribute('open')).toBe(true);
  expect(screen.getByRole('button', { name: 'Close' }).closest('form')!.getAttribute('method')).toBe(
    'dialog',
  );
});

it('says it in Urdu on an Urdu page', () => {
  render(
    <TranslationProvider i18n={createI18n('ur', { translation: ur, domain: urDomain, messages: urMessages })}>
      <FormNoticeBanner notice="reported" />
    </TranslationProvider>,
  );
  expect(screen.getByRole('status').textContent).toBe('شکریہ۔ ہماری ٹیم اس اشتہار کا جائزہ لے گی۔');
});

it('reads back only the names it knows from the cookie', () => {
  expect(['reported', 'alreadyReported', 'signedOut'].every(isFormNotice)).toBe(true);
  for (const value of ['', 'thanks', '<b>hi</b>', 'constructor', 'toString', undefined])
    expect(isFormNotice(value), String(value)).toBe(false);
});
