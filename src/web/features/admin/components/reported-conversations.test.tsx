// @vitest-environment happy-dom
// /admin's reported chats as a moderator meets them: each report with who reported whom and why, a link
// to read the chat, Dismiss, and Ban for the reported person only; in Urdu too.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ReportedConversationItem } from '../../../../domain/moderation-api';
import { enAdmin } from '../../../i18n/en-admin';
import { addEnglishSection, createI18n, loadCatalogue } from '../../../lib/i18n';
import { TranslationProvider } from '../../../lib/translation';
import { ReportedConversations } from './reported-conversations';

const ID = '3c1f7e2a-9b4d-4e6f-8a1b-2c3d4e5f6a7b';
const chat = (over: Partial<ReportedConversationItem> = {}): ReportedConversationItem => ({
  id: ID,
  adTitle: 'Apple iPhone 13',
  buyer: {
    id: 'b0000000-0000-4000-8000-000000000001',
    name: 'Bilal Buyer',
    banned: false,
    sharesNumberWith: 0,
  },
  seller: {
    id: 'b0000000-0000-4000-8000-000000000002',
    name: 'Sana Seller',
    banned: false,
    sharesNumberWith: 0,
  },
  reports: [{ reporter: 'buyer', reason: 'Asks for an advance', createdAt: new Date().toISOString() }],
  lastReportedAt: new Date().toISOString(),
  ...over,
});

function show(conversations: ReportedConversationItem[], i18n: ReturnType<typeof createI18n>) {
  addEnglishSection(i18n, 'admin', enAdmin);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin', element: <ReportedConversations conversations={conversations} /> }],
    { initialEntries: ['/admin'] },
  );
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

describe('reported chats in /admin', () => {
  it('shows each report, a link to read the chat, and Ban for the reported person only', () => {
    show([chat()], createI18n('en'));
    expect(screen.getByRole('heading', { name: 'Reported chats' })).toBeTruthy();
    expect(screen.getByText('About: Apple iPhone 13')).toBeTruthy();
    expect(screen.getByText('The buyer reported the seller')).toBeTruthy();
    expect(screen.getByText('“Asks for an advance”')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the chat' }).getAttribute('href')).toBe(`/chat/${ID}`);
    expect(screen.getByRole('button', { name: 'Ban Sana Seller' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Ban Bilal Buyer' })).toBeNull();
  });

  it('offers no ban for a person already banned, and says so', () => {
    show([chat({ seller: { ...chat().seller, banned: true } })], createI18n('en'));
    expect(screen.queryByRole('button', { name: /^Ban / })).toBeNull();
    expect(screen.getByText('(banned)')).toBeTruthy();
  });

  it('says when a person shares a verified number with other accounts, and not otherwise', () => {
    show([chat({ seller: { ...chat().seller, sharesNumberWith: 2 } })], createI18n('en'));
    expect(screen.getByText(/a verified number shared with 2 other accounts/)).toBeTruthy();
    expect(screen.queryAllByText(/a verified number shared with/)).toHaveLength(1);
  });

  it('dismisses with the reason written, and bans through the one ban', async () => {
    show([chat()], createI18n('en'));
    fireEvent.input(screen.getByLabelText(/Reason/), { target: { value: 'Scam in chat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban Sana Seller' }));
    // A ban asks once before it is sent; Cancel leaves everything as it was.
    expect(
      screen.getByText(
        'Ban Sana Seller? Their ads leave B/S, and they can no longer post, message or call anyone.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ban Sana Seller' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, ban' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [banUrl, banInit] = fetchMock.mock.calls[0]!;
    expect(banUrl).toBe(`/api/admin/users/${chat().seller.id}/ban`);
    expect(JSON.parse(String(banInit?.body))).toEqual({ reason: 'Scam in chat' });

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]![0]).toBe(`/api/admin/conversations/${ID}/dismiss`);
    // The reason stays written after each action.
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Reason/).value).toBe('Scam in chat');
  });

  it('says when there is nothing, and speaks Urdu on an Urdu page', async () => {
    show([], createI18n('ur', await loadCatalogue('ur')));
    expect(screen.getByRole('heading', { name: 'رپورٹ شدہ چیٹس' })).toBeTruthy();
    expect(screen.getByText('کوئی رپورٹ شدہ چیٹ نہیں۔')).toBeTruthy();
  });
});
