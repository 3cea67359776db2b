// Toasts, fetched on first use (issue 12): react-hot-toast and its styling library weighed ~4 kB
// gzipped in every route's first load, for messages that only follow a tap. `toast` has the same calls
// the app used from the package (a plain toast, `.success`, `.error`) and loads it when one is shown;
// <Toasts> in providers.tsx mounts the Toaster once the page has hydrated. The package keeps its
// toasts in one module-level store, so a toast shown before the Toaster mounts appears when it does.
import type * as HotToast from 'react-hot-toast';
import type { Renderable, ToastOptions } from 'react-hot-toast';

type Toasts = typeof HotToast;

let loading: Promise<Toasts> | undefined;

/** The package, fetched once; the Toaster's lazy import uses it too. */
export function loadToasts(): Promise<Toasts> {
  return (loading ??= import('react-hot-toast'));
}

type Show = (message: Renderable, options?: ToastOptions) => void;

function shower(pick: (module: Toasts) => Show): Show {
  return (message, options) => {
    void loadToasts().then((module) => pick(module)(message, options));
  };
}

export const toast = Object.assign(
  shower((m) => m.default),
  {
    success: shower((m) => m.default.success),
    error: shower((m) => m.default.error),
  },
);
