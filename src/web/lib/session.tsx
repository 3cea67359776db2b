// Who is signed in, signing out, and the login prompt any page can open. Shared by every feature
// (features never import each other), provided by src/web/app/providers.tsx. Signing in is a full
// navigation to /auth/login (the server talks to Google); see src/web/components/login-modal.tsx.
import {
  createContext,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from './toast';
import { useTranslation } from './translation';
import type { MeResponse, SessionUser } from '../../domain/api';
import { clearOfflineCaches, dropPushSubscription } from './service-worker';
import { forgetScrollPositions } from './scroll-positions';
import { clearChatDrafts } from './chat-drafts';
import { isSameForEveryone } from './same-for-everyone';

export type { SessionUser };

// The session's query lives in api/session.ts, which this file and the modules it reaches (the
// service worker's clean-up, recently viewed) read without importing the provider back.
import { endSession, getSessionQueryOptions, sessionKeys } from './api/session';
export { cachedUser, getSessionQueryOptions, sessionKeys, sessionUserId } from './api/session';

interface Session {
  user: SessionUser | null;
  /**
   * True while it is unknown who is signed in: before /api/me answers, and when it could not be
   * asked (offline, on the app shell the service worker opens). A page then offers neither 'Login'
   * nor the account menu: a signed-in person offline is not told to log in.
   */
  isLoading: boolean;
  /** It could not be asked (offline, the server away) and nothing is known from before. */
  unreachable: boolean;
}

const SessionContext = createContext<Session | null>(null);

/**
 * Asks /api/me once for the whole page: every card reads who is signed in several times (heart, menu,
 * contact), and one query observer each made a home page of 50 cards slow to hydrate on a budget phone.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { data, isLoading: asking, isError, refetch } = useQuery(getSessionQueryOptions());
  const user = data?.user ?? null;
  const isLoading = asking || (isError && !data);
  // Asked again when the connection comes back. React Query's own reconnect refetch does not fire for
  // a page that was opened offline: it takes the device for online until it hears otherwise.
  useEffect(() => {
    if (!isError) return;
    const again = () => void refetch();
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [isError, refetch]);
  // A signed-in drawn page asks /api/me again at once (decision 144), and the answer usually comes
  // while the page is still hydrating. Given to the page as it came, it made React hydrate the whole
  // page at once to show it, in one long task; deferred, it reaches the page in a render React may
  // slice and put off (decision 167).
  const unreachable = isError && !data;
  const now = useMemo(() => ({ user, isLoading, unreachable }), [user, isLoading, unreachable]);
  const deferred = useDeferredValue(now);
  // Leaving is shown at once, never deferred: on a slow phone the deferred render waited behind the
  // page's hydration for seconds, and the header went on naming the person who had just signed out.
  const session = now.user === null && !now.isLoading && deferred.user ? now : deferred;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs <SessionProvider> (src/web/app/providers.tsx)');
  return session;
}

/**
 * After the server has ended the session(s): forget the person everywhere in the cache (their ads,
 * revealed numbers…), go home, and say so.
 */
export function useAfterSignOut(): (message?: string) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    (message = t('auth.signedOut')) => {
      const forget = () => {
        // Pages and answers the service worker kept while they were signed in go too (decision 123),
        // and the messages they typed and did not send.
        void clearOfflineCaches();
        clearChatDrafts();
        // And the scroll positions this tab kept, under addresses such as /chat/<id> (decision 181).
        forgetScrollPositions();
        // And this device's push: the server ended it with the session (decision 145).
        void dropPushSubscription();
        queryClient.setQueryData<MeResponse>(sessionKeys.me, { user: null });
        const others = {
          // Both session keys stay: `me` now says signed out, `ended` keeps shell queries quiet.
          predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== sessionKeys.me[0],
        };
        // What no part on screen reads goes, but for the answers that are everyone's: a part of the
        // drawn page still to hydrate reads them (lib/same-for-everyone.ts).
        queryClient.removeQueries({
          type: 'inactive',
          predicate: (q) => others.predicate(q) && !isSameForEveryone(q),
        });
        void queryClient.invalidateQueries(others);
      };
      // The server has ended the session: nothing personal is asked for from now (signed-in-fetch.ts).
      queryClient.setQueryData(sessionKeys.ended, true);
      // Home first, then forget the person, so a guarded page (Settings) is on its way out rather than
      // asking them to sign in again; RequireSignIn also holds its login sheet back. Home takes the
      // page's place in the history: Back does not lead into a page that was theirs, and an overlay's
      // entry (the drawer's, a dialog's; use-close-on-back.ts) is replaced, not gone back over while
      // home is on its way.
      void Promise.resolve(navigate('/', { replace: true })).then(forget, forget);
      toast.success(message, { id: 'auth-signed-out' });
    },
    [queryClient, navigate, t],
  );
}

/** POST /auth/logout (this device) or /auth/logout-all (every device), then useAfterSignOut. */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const after = useAfterSignOut();
  const { t } = useTranslation();
  return useCallback(
    async (options) => {
      try {
        await endSession(!!options?.everywhere);
        after();
      } catch {
        toast.error(t('auth.signOutFailed'));
      }
    },
    [after, t],
  );
}

interface LoginPrompt {
  open(options?: { returnTo?: string }): void;
  close(): void;
}

interface LoginPromptState {
  isOpen: boolean;
  /** Where to go after signing in: the page the prompt was opened on, unless the caller says ('/'). */
  returnTo: string;
}

// Two contexts: the many buttons that open the prompt (every card has three) read only the actions,
// which never change, so opening the prompt re-renders the dialog alone. One context with both made
// each card re-render, and on a page still hydrating React hydrated every card at once for it, in the
// tap's own task: 'Save ad' took over 200 ms to answer on a slow phone (decision 174).
const LoginPromptContext = createContext<LoginPrompt | null>(null);
const LoginPromptStateContext = createContext<LoginPromptState | null>(null);

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoginPromptState>({ isOpen: false, returnTo: '/' });
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
  const actions = useMemo<LoginPrompt>(() => ({ open, close }), [open, close]);
  return (
    <LoginPromptContext.Provider value={actions}>
      <LoginPromptStateContext.Provider value={state}>{children}</LoginPromptStateContext.Provider>
    </LoginPromptContext.Provider>
  );
}

/** Opens (or closes) the sign-in prompt. */
export function useLoginPrompt(): LoginPrompt {
  const ctx = useContext(LoginPromptContext);
  if (!ctx) throw new Error('useLoginPrompt needs <LoginPromptProvider>');
  return ctx;
}

/** Whether the sign-in prompt is open, and where it returns to: for the prompt itself. */
export function useLoginPromptState(): LoginPromptState {
  const ctx = useContext(LoginPromptStateContext);
  if (!ctx) throw new Error('useLoginPromptState needs <LoginPromptProvider>');
  return ctx;
}

/** The sign-in route with where to come back to; the server accepts only same-site paths. */
export function loginUrl(returnTo: string): string {
  return `/auth/login?returnTo=${encodeURIComponent(returnTo)}`;
}
