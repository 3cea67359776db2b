// Toasts, fetched on first use (decision 131): react-hot-toast and its styling library
// weighed ~4 kB gzipped in every route's first load, for messages that only follow a tap or a
// sign-in. `toast` has the calls the app used from the package (a plain toast, `.success`, `.error`)
// and loads it when one is shown; <Toasts> in providers.tsx mounts the Toaster only from then on
// (useLoadedToaster), so a page where nothing is said does no toast work at all. The package keeps its
// toasts in one module-level store, so a toast shown before the Toaster mounts appears when it does.
import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as HotToast from 'react-hot-toast';
import type { Renderable, ToastOptions } from 'react-hot-toast';

type Toasts = typeof HotToast;

let loading: Promise<Toasts> | undefined;
const watchers = new Set<() => void>();
const notify = () => watchers.forEach((watch) => watch());

/** The package, fetched once; the first call also tells <Toasts> to mount the Toaster. */
function loadToasts(): Promise<Toasts> {
  if (!loading) {
    // Not fetched (offline, a dropped line): forgotten, so the next toast tries again.
    const attempt: Promise<Toasts> = import('react-hot-toast').catch((error: unknown) => {
      if (loading === attempt) {
        loading = undefined;
        notify();
      }
      throw error;
    });
    loading = attempt;
    notify();
  }
  return loading;
}

/** The package's Toaster once something on the page has asked for a toast and it has arrived. */
export function useLoadedToaster(): Toasts['Toaster'] | undefined {
  const wanted = useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => watchers.delete(watch);
    },
    () => loading !== undefined,
    () => false,
  );
  const [module, setModule] = useState<Toasts>();
  useEffect(() => {
    if (wanted && !module) loadToasts().then(setModule, () => undefined);
  }, [wanted, module]);
  return module?.Toaster;
}

type Show = (message: Renderable, options?: ToastOptions) => void;

function shower(pick: (module: Toasts) => Show): Show {
  return (message, options) => {
    // Not fetched (offline, a dropped line): the message is lost, nothing else is.
    loadToasts().then(
      (module) => pick(module)(message, options),
      () => undefined,
    );
  };
}

export const toast = Object.assign(
  shower((m) => m.default),
  {
    success: shower((m) => m.default.success),
    error: shower((m) => m.default.error),
  },
);
