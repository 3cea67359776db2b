// @vitest-environment happy-dom
// 'Report this ad' as the server draws it (decision 213): the app dialog's reasons and words, a form
// that posts to the report route's form twin and comes back to the ad, in English and in Urdu.
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { REPORT_NOTE_MAX_LENGTH } from '../../../domain/limits';
import { REPORT_REASONS } from '../../../domain/safety/reports';
import { ur, urDomain, urMessages } from '../../i18n/ur';
import { createI18n } from '../../lib/i18n';
import { TranslationProvider } from '../../lib/translation';
import { ReportPopover } from './report-popover';

afterEach(cleanup);

const AD = '11111111-2222-4333-8444-555555555555';
const draw = (i18n = createI18n('en')) =>
  render(
    <TranslationProvider i18n={i18n}>
      <ReportPopover adId={AD} back={`/mobile-phones/${AD}`} />
    </TranslationProvider>,
  );

it('posts a reason and a note to the form route, with the ad to come back to', () => {
  const { container } = draw();
  const popover = container.querySelector('#report-ad')!;
  expect(popover.getAttribute('popover')).toBe('auto');
  const dialog = screen.getByRole('dialog', { name: 'Report this ad' });
  const form = dialog.querySelector('form')!;
  expect(form.getAttribute('method')).toBe('post');
  expect(form.getAttribute('action')).toBe(`/api/ads/${AD}/reports/form`);
  expect((form.elements.namedItem('back') as HTMLInputElement).value).toBe(`/mobile-phones/${AD}`);
  const radios = within(dialog).getAllByRole('radio') as HTMLInputElement[];
  expect(radios.map((r) => r.value)).toEqual(REPORT_REASONS.map((r) => r.key));
  expect(radios.every((r) => r.name === 'reason' && r.required)).toBe(true);
  expect(within(dialog).getByRole('radio', { name: 'Fraud or scam' })).toBeTruthy();
  const note = within(dialog).getByLabelText('Anything else? (optional)') as HTMLTextAreaElement;
  expect(note.name).toBe('note');
  expect(note.maxLength).toBe(REPORT_NOTE_MAX_LENGTH);
  expect(within(dialog).getByRole('button', { name: 'Send report' }).getAttribute('type')).toBe('submit');
  // Its × closes the popover without a script.
  const close = within(dialog).getByRole('button', { name: 'Close' });
  expect(close.getAttribute('popovertarget')).toBe('report-ad');
  expect(close.getAttribute('popovertargetaction')).toBe('hide');
});

it('is worded in Urdu on an Urdu page', () => {
  draw(createI18n('ur', { translation: ur, domain: urDomain, messages: urMessages }));
  const dialog = screen.getByRole('dialog', { name: 'اس اشتہار کی رپورٹ کریں' });
  expect(within(dialog).getByRole('button', { name: 'رپورٹ بھیجیں' })).toBeTruthy();
  expect(dialog.textContent).not.toContain('Fraud or scam');
});
