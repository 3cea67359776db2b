import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import type { ReactNode } from 'react';
import { LoginPromptProvider } from '../lib/session';

// Query errors are shown where they happen; one retry covers a dropped mobile connection.
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
  });

/** The browser's one cache; a server render makes its own per request (entry-server.tsx). */
export const queryClient = createQueryClient();

export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <LoginPromptProvider>
        {children}
        {/* react-hot-toast's defaults are the spec's lifetimes: 4 s, success 2 s, loading until dismissed. */}
        <Toaster position="top-center" containerStyle={{ top: 72 }} />
      </LoginPromptProvider>
    </QueryClientProvider>
  );
}
