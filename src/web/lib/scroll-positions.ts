// Where React Router's <ScrollRestoration> keeps the scroll positions of this tab, and how sign-out
// forgets them (decision 181). They are kept in sessionStorage, keyed by addresses such as /chat/<id>,
// and in the router's memory, which writes them back to sessionStorage when the page is hidden.
// `forgetScrollPositions` removes the stored ones and moves to a new storage key with nothing in it;
// the layouts remount <ScrollRestoration> under that key, so the positions in memory go too.
import { useSyncExternalStore } from 'react';

/** sessionStorage keys of the positions: ours, and React Router's default from builds before ours. */
const PREFIX = 'bs-scroll-positions';
const ROUTER_DEFAULT = 'react-router-scroll-positions';

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined; // storage blocked: positions are not kept at all
  }
};

// Which generation of the positions this page is on; a sign-out starts the next. Every page load
// starts at 0, as the server draws it: a generation read back from storage would give <ScrollRestoration>
// another key while the layout hydrates, and the layout would be drawn again before its parts have
// hydrated (React error 418). A sign-out removed every stored generation, so 0 holds nothing of theirs.
let generation = 0;
const listeners = new Set<() => void>();

/** The sessionStorage key <ScrollRestoration storageKey> uses now. */
export function scrollStorageKey(): string {
  return `${PREFIX}-${generation}`;
}

/** Forgets every kept scroll position of this tab, and the addresses they are kept under. */
export function forgetScrollPositions(): void {
  const store = storage();
  generation += 1;
  if (store) {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i) ?? '');
    for (const key of keys) if (key.startsWith(PREFIX) || key === ROUTER_DEFAULT) store.removeItem(key);
    // Something, not nothing: a remounted <ScrollRestoration> replaces its positions in memory only
    // with what it finds stored under its key.
    store.setItem(scrollStorageKey(), '{}');
  }
  for (const listener of listeners) listener();
}

/** The storage key to give <ScrollRestoration>, as its `key` too: a new one remounts it. */
export function useScrollStorageKey(): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    scrollStorageKey,
    () => `${PREFIX}-0`,
  );
}
