// @vitest-environment happy-dom
// /admin's matching photos as a moderator meets them: both ads side by side, each with its seller,
// status, admin link and the photo that matches, and a dismiss that sends the reason; in Urdu too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PhotoMatchItem } from '../../../../domain/moderation-api';
import { enAdmin } from '../../../i18n/en-admin';
import { addEnglishSection, createI18n, loadCatalogue } from '../../../lib/i18n';
import { TranslationProvider } from '../../../lib/translation';
import { PhotoMatches } from './photo-matches';

const ID = '4d2e8f3b-0c5e-4f70-9b2c-3d4e5f6a7b8c';
const match = (): PhotoMatchItem => ({
  id: ID,
  ad: {
    id: 'a0000000-0000-4000-8000-000000000001',
    category: 'mobiles',
    title: 'Pixel 8 Pro, like new',
    status: 'active',
    seller: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Bilal Khan' },
  },
  matchedAd: {
    id: 'a0000000-0000-4000-8000-000000000002',
    category: 'mobiles',
    title: 'Google Pixel 8 Pro 256GB',
    status: 'sold',
    seller: { id: 'b0000000-0000-4000-8000-000000000002', name: 'Asad Ali' },
  },
  photos: [
    {
      imageId: 'c0000000-0000-4000-8000-000000000001',
      matchedImageId: 'c0000000-0000-4000-8000-000000000002',
      distance: 2,
    },
  ],
  createdAt: new Date().toISOString(),
});

function show(matches: PhotoMatchItem[], i18n: ReturnType<typeof createI18n>) {
  addEnglishSection(i18n, 'admin', enAdmin);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/admin', element: <PhotoMatches matches={matches} /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <TranslationProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TranslationProvider>,
  );
}

const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify({ ok: true }), { headers: { 'content-type': 'application/json' } }),
);
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('matching photos in /admin', () => {
  it('shows both ads side by side with their sellers, statuses, admin links and matching photos', () => {
    show([match()], createI18n('en'));
    expect(screen.getByRole('heading', { name: 'Matching photos' })).toBeTruthy();
    const [mine, theirs] = screen.getAllByTestId('photo-match-ad');
    const m = match();
    for (const [side, ad, image, label] of [
      [mine!, m.ad, m.photos[0]!.imageId, 'Posted last'],
      [theirs!, m.matchedAd, m.photos[0]!.matchedImageId, 'Other seller’s ad'],
    ] as const) {
      expect(within(side).getByText(label)).toBeTruthy();
      expect(within(side).getByRole('link', { name: ad.title }).getAttribute('href')).toBe(
        `/admin/ads/${ad.id}`,
      );
      const photo = within(side).getByRole('img', { name: `Photo of ${ad.title}` });
      expect(photo.getAttribute('src')).toContain(image);
    }
    expect(within(mine!).getByText('Bilal Khan · Available')).toBeTruthy();
    expect(within(theirs!).getByText('Asad Ali · Sold')).toBeTruthy();
  });

  it('dismisses with the reason written', async () => {
    show([match()], createI18n('en'));
    fireEvent.input(screen.getByLabelText(/Reason/), { target: { value: 'Same shop, two branches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Not the same photo: dismiss' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/admin/photo-matches/${ID}/dismiss`);
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Same shop, two branches' });
  });

  it('says when there is nothing, and speaks Urdu on an Urdu page', async () => {
    show([], createI18n('ur', await loadCatalogue('ur')));
    expect(screen.getByRole('heading', { name: 'ملتی جلتی تصاویر' })).toBeTruthy();
    expect(screen.getByText('کوئی ملتی جلتی تصویر نہیں۔')).toBeTruthy();
  });
});
