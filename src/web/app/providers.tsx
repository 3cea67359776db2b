import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { TranslationProvider } from '../lib/translation';
import { LoginPromptProvider, SessionProvider } from '../lib/session';
import { useLoadedToaster } from '../lib/toast';
import { SavedAdIdsProvider } from '../components/saved/saved-ad-ids';
import { HydrationBoundary } from '../lib/hydration-boundary';

// Query errors are shown where they happen; one retry covers a dropped mobile connection.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

/** The browser's one cache; a server render makes its own per request (entry-server.tsx). */
export const queryClient = createQueryClient();

/**
 * Where toasts appear, mounted once the page first asks for one (src/web/lib/toast.ts): the server
 * render, hydration and a page that says nothing have none. react-hot-toast's defaults are the spec's
 * lifetimes: 4 s, success 2 s, loading until dismissed.
 */
function Toasts() {
  const Toaster = useLoadedToaster();
  return Toaster ? <Toaster position="top-center" containerStyle={{ top: 72 }} /> : null;
}

/** `i18n` comes from createI18n(lang): one per browser app, or one per request on a server. */
export function Providers({
  i18n,
  children,
  client = queryClient,
}: {
  i18n: I18n;
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <TranslationProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <SavedAdIdsProvider>
            <LoginPromptProvider>
              {/* On a drawn page hydrateRoot's first pass stops here: the router, the layout and the
                  page hydrate after it in slices, or at once where a person taps (decision 214). */}
              <HydrationBoundary>{children}</HydrationBoundary>
              <Toasts />
            </LoginPromptProvider>
          </SavedAdIdsProvider>
        </SessionProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
}
