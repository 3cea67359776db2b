// @vitest-environment happy-dom
// Toasts load on first use (decision 131): a page that says nothing has no Toaster and fetches no
// toast code; the first toast brings both, and the message shows.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createQueryClient, Providers } from './providers';
import { createI18n } from '../lib/i18n';
import { sessionKeys } from '../lib/session';
import { toast } from '../lib/toast';

afterEach(cleanup);

function renderPage() {
  const client = createQueryClient();
  client.setQueryData(sessionKeys.me, { user: null });
  const { container } = render(
    <Providers i18n={createI18n('en')} client={client}>
      <p>A page</p>
    </Providers>,
  );
  return container;
}

describe('toasts', () => {
  it('mount no Toaster until the page says something, then show the message', async () => {
    await import('react-hot-toast'); // in the module cache, so a lazy Toaster would arrive at once
    const container = renderPage();
    expect(screen.getByText('A page')).toBeTruthy();
    // Long enough for a lazy Toaster to have arrived, had anything asked for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.querySelector('[data-rht-toaster]')).toBeNull();

    toast.success('Settings saved. New ads will start with these.');
    expect(await screen.findByText('Settings saved. New ads will start with these.')).toBeTruthy();
    expect(container.querySelector('[data-rht-toaster]')).not.toBeNull();
  });
});

// Decision 214: on a drawn page hydrateRoot's first pass renders the providers alone; everything they
// wrap (the router, the layout, the page) is a Suspense boundary React hydrates afterwards in slices.
describe('the first pass of hydration', () => {
  it('stops at the providers: what they wrap is a boundary of its own in the server HTML', async () => {
    const { renderToString } = await import('react-dom/server');
    const client = createQueryClient();
    client.setQueryData(sessionKeys.me, { user: null });
    const html = renderToString(
      <Providers i18n={createI18n('en')} client={client}>
        <p>A page</p>
      </Providers>,
    );
    // React writes a Suspense boundary's content between <!--$--> and <!--/$-->.
    expect(html).toBe('<!--$--><p>A page</p><!--/$-->');
  });
});
