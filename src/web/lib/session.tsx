// Who is signed in, and the login prompt any page can open. Shared by every feature (features never
// import each other), provided by src/web/app/providers.tsx. The sign-in work (issue 3) owns it.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';

export interface SessionUser {
  id: string;
  name: string | null;
  email: string | null;
  avatarUrl: string | null;
  defaultPhone: string | null;
  defaultCity: string | null;
}

export const sessionKeys = { me: ['session', 'me'] as const };

export const getSessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.me,
    queryFn: () => api<{ user: SessionUser | null }>('/api/me'),
    staleTime: 5 * 60_000,
  });

export function useSession(): { user: SessionUser | null; isLoading: boolean } {
  const { data, isLoading } = useQuery(getSessionQueryOptions());
  return { user: data?.user ?? null, isLoading };
}

interface LoginPrompt {
  isOpen: boolean;
  /** Where to go after signing in: '/' when started from the Login button, else the current page. */
  returnTo: string;
  open(options?: { returnTo?: string }): void;
  close(): void;
}

const LoginPromptContext = createContext<LoginPrompt | null>(null);

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ isOpen: boolean; returnTo: string }>({ isOpen: false, returnTo: '/' });
  // Stable callbacks: pages call open() from effects without re-running them on every render.
  const open = useCallback(
    (options?: { returnTo?: string }) =>
      setState({
        isOpen: true,
        returnTo: options?.returnTo ?? window.location.pathname + window.location.search,
      }),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, isOpen: false })), []);
  const value = useMemo<LoginPrompt>(() => ({ ...state, open, close }), [state, open, close]);
  return <LoginPromptContext.Provider value={value}>{children}</LoginPromptContext.Provider>;
}

export function useLoginPrompt(): LoginPrompt {
  const ctx = useContext(LoginPromptContext);
  if (!ctx) throw new Error('useLoginPrompt needs <LoginPromptProvider>');
  return ctx;
}
