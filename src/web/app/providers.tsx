import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import type { i18n as I18n } from 'i18next';
import { TranslationProvider } from '../lib/translation';
import { LoginPromptProvider, SessionProvider } from '../lib/session';
import { loadToasts, useToastsWanted } from '../lib/toast';

// Query errors are shown where they happen; one retry covers a dropped mobile connection.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

/** The browser's one cache; a server render makes its own per request (entry-server.tsx). */
export const queryClient = createQueryClient();

// Should the package not arrive, no Toaster rather than an error that would take the page down.
const noToaster: ComponentType<ToasterProps> = () => null;
const Toaster = lazy(async () => {
  try {
    return { default: (await loadToasts()).Toaster };
  } catch {
    return { default: noToaster };
  }
});

/**
 * Where toasts appear, mounted once the page first asks for one (src/web/lib/toast.ts): the server
 * render, hydration and a page that says nothing have none. react-hot-toast's defaults are the spec's
 * lifetimes: 4 s, success 2 s, loading until dismissed.
 */
function Toasts() {
  if (!useToastsWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" containerStyle={{ top: 72 }} />
    </Suspense>
  );
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
          <LoginPromptProvider>
            {children}
            <Toasts />
          </LoginPromptProvider>
        </SessionProvider>
      </QueryClientProvider>
    </TranslationProvider>
  );
}
