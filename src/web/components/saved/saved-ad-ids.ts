// The hearts: which ads the person saved, asked once for every heart on the page (the request and the
// saving itself are lib/api/saved-ads.ts). Signed out, the heart remembers the ad in sessionStorage
// and opens the login prompt; back from signing in, the ad is saved.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  createElement,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  type ReactNode,
} from 'react';
import { toast } from '../../lib/toast';
import { getSavedAdIdsQueryOptions, useToggleSave } from '../../lib/api/saved-ads';
import { useSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';

/** Also spelt out in public/boot.js, which remembers a heart pressed before the app (decision 218). */
export const PENDING_KEY = 'bs-save-after-sign-in';

const NONE: ReadonlySet<string> = new Set();
const SavedAdIdsContext = createContext<ReadonlySet<string>>(NONE);
const OwnAdIdsContext = createContext<ReadonlySet<string>>(NONE);

/**
 * Asks which ads are saved once for the page, above every heart (src/web/app/providers.tsx). The
 * answer comes while a drawn page is still hydrating; each heart watching the query itself made
 * React hydrate every card that holds one at once, in one long task, to show it. Read through
 * useDeferredValue, the answer reaches the hearts in a render React may slice and put off (decision
 * 167); a heart tapped meanwhile still shows the tap at once (its own optimistic update).
 */
export function SavedAdIdsProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { data } = useQuery({ ...getSavedAdIdsQueryOptions(useQueryClient()), enabled: !!user });
  const ids = useMemo(() => (user && data?.ids.length ? new Set(data.ids) : NONE), [user, data]);
  // The person's own ads come with the same answer, so a drawn page hydrates with none known (as the
  // server drew it, decision 144) and the own cards lose their heart and contact in that later render
  // (decision 198).
  const own = useMemo(() => (user && data?.own.length ? new Set(data.own) : NONE), [user, data]);
  return createElement(
    SavedAdIdsContext.Provider,
    { value: useDeferredValue(ids) },
    createElement(OwnAdIdsContext.Provider, { value: useDeferredValue(own) }, children),
  );
}

/** The signed-in person's own listed ads (none while unknown or signed out). */
export function useOwnAdIds(): ReadonlySet<string> {
  return useContext(OwnAdIdsContext);
}

export function useSavedAdIds(): ReadonlySet<string> {
  return useContext(SavedAdIdsContext);
}

export function rememberSaveAfterSignIn(adId: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, adId);
  } catch {
    // Private mode without storage: the person presses the heart again after signing in.
  }
}

let pendingHandled = false;

/** Once per page load, when signed in: saves the ad whose heart was pressed before signing in. */
export function useSaveAfterSignIn(): void {
  const { t } = useTranslation();
  const { user } = useSession();
  const toggle = useToggleSave();
  const { mutate } = toggle;
  useEffect(() => {
    if (!user || pendingHandled) return;
    pendingHandled = true;
    let adId: string | null = null;
    try {
      adId = sessionStorage.getItem(PENDING_KEY);
      sessionStorage.removeItem(PENDING_KEY);
    } catch {
      return;
    }
    if (adId) mutate({ adId, save: true }, { onSuccess: () => toast.success(t('saved.savedToast')) });
  }, [user, mutate, t]);
}
