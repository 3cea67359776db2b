import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, kept up to date as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    // A server render knows no screen: it draws the phone layout, and hydration keeps it until the
    // browser's answer re-renders (React handles the switch, so no hydration mismatch).
    () => false,
  );
}
