// @vitest-environment happy-dom
// 'Share' (decision 196): the share sheet where the browser has one, with the ad's own address;
// without one, a menu with 'Copy link' and a wa.me link carrying the title and the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adPath } from '../../../../domain/categories';
import { TranslationProvider } from '../../../lib/translation';
import { addEnglishSection, createI18n } from '../../../lib/i18n';
import { enAdPage } from '../../../i18n/en-ad-page';
import { ShareButton } from './share-button';

const AD = {
  id: '11111111-2222-4333-8444-555555555555',
  category: 'mobiles',
  title: 'Galaxy A55 & box',
} as const;
const address = () => `${window.location.origin}${adPath(AD.category, AD.id)}`;

function draw() {
  // The ad page adds its section of texts before drawing (useEnglishSection).
  const i18n = createI18n('en');
  addEnglishSection(i18n, 'adPage', enAdPage);
  render(
    <TranslationProvider i18n={i18n}>
      <ShareButton ad={AD} />
    </TranslationProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Share', () => {
  it('opens the share sheet with the title and the ad’s own address, and no menu', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    window.history.pushState({}, '', '/mobile-phones/something?from=search');
    draw();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: AD.title, text: AD.title, url: address() });
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });

  it('offers WhatsApp and Copy link where there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    draw();
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`${AD.title}\n${address()}`)}`,
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    expect(whatsApp.getAttribute('rel')).toContain('noopener');
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(address());
    expect(screen.queryByRole('link', { name: 'WhatsApp' })).toBeNull();
  });
});
