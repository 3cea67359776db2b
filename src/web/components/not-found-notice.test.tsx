// @vitest-environment happy-dom
// The one 'not found' block of the ad page, a seller's page, a conversation and an ad to edit: the
// page's words, and a way back, to the newest ads unless the page names another.
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createI18n } from '../lib/i18n';
import { TranslationProvider } from '../lib/translation';
import { NotFoundNotice } from './not-found-notice';

afterEach(cleanup);

const renderNotice = (notice: React.ReactNode) =>
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter>{notice}</MemoryRouter>
    </TranslationProvider>,
  );

it('names what is missing, sets the title, and leads back to the newest ads', () => {
  renderNotice(<NotFoundNotice title="Seller not found" heading="Seller not found" text="Gone." />);
  expect(screen.getByRole('heading', { level: 1, name: 'Seller not found' })).toBeTruthy();
  expect(screen.getByText('Gone.')).toBeTruthy();
  expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  expect(document.title).toBe('Seller not found | B/S');
});

it('leads where the page says, and leaves the title to a page that sets its own', () => {
  document.title = 'Chats | B/S';
  renderNotice(
    <NotFoundNotice
      heading="Conversation not found"
      text="Gone."
      back={{ to: '/chat', label: 'Go to your chats' }}
    />,
  );
  expect(screen.getByRole('link', { name: 'Go to your chats' }).getAttribute('href')).toBe('/chat');
  expect(document.title).toBe('Chats | B/S');
});
