// The ad page's 'Report' for a signed-in person, with the server's popover the page was drawn with
// (decision 213) in the document beside the app's root: for the tests of report-button.tsx.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { renderToStaticMarkup } from 'react-dom/server';
import { sessionKeys } from '../../../src/web/lib/api/session';
import { createI18n } from '../../../src/web/lib/i18n';
import { LoginPromptProvider, SessionProvider } from '../../../src/web/lib/session';
import { TranslationProvider } from '../../../src/web/lib/translation';
import { ReportButton } from '../../../src/web/components/report/report-button';
import { ReportPopover } from '../../../src/web/components/report/report-popover';
import { aSessionUser } from './session-user-factory';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Draws 'Report' for `adId` with the server's popover of `popoverAd`; `tap` says whether the click went to the browser. */
export function reportButtonPage(adId: string, popoverAd: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.me, { user: aSessionUser() });
  const i18n = createI18n('en');
  document.body.innerHTML = `<div id="root"></div>${renderToStaticMarkup(
    <TranslationProvider i18n={i18n}>
      <ReportPopover adId={popoverAd} back={`/mobile-phones/${popoverAd}`} />
    </TranslationProvider>,
  )}`;
  const container = document.getElementById('root')!;
  let root: Root | undefined;
  act(() => {
    root = createRoot(container);
    root.render(
      <QueryClientProvider client={client}>
        <TranslationProvider i18n={i18n}>
          <MemoryRouter initialEntries={[`/mobile-phones/${adId}`]}>
            <SessionProvider>
              <LoginPromptProvider>
                <ReportButton adId={adId} returnTo={`/mobile-phones/${adId}`} />
              </LoginPromptProvider>
            </SessionProvider>
          </MemoryRouter>
        </TranslationProvider>
      </QueryClientProvider>,
    );
  });
  return {
    /** Taps 'Report'; true when the app left the click to the browser (its popover opens). */
    tap(): boolean {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      act(() => {
        container.querySelector('button')!.dispatchEvent(event);
      });
      return !event.defaultPrevented;
    },
    /** The app's own dialog, once drawn (the server's lives outside the root). */
    appDialog: () => container.parentElement!.querySelector('[role="dialog"]:not(#report-ad)'),
    unmount: () => act(() => root?.unmount()),
  };
}
